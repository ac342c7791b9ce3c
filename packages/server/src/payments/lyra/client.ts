// Lyra's REST API V4: JSON over HTTPS, Basic auth `shopId:password`, every answer in one envelope.
import type { LyraSettings } from '../config.ts';
import { PaymentProviderError } from '../provider-error.ts';

/** The envelope of every REST V4 answer (`V4/WebService/Response`). */
export interface LyraResponse<T> {
  webService: string;
  version: string;
  status: 'SUCCESS' | 'ERROR';
  answer: T;
  serverDate?: string;
  mode?: 'TEST' | 'PRODUCTION';
  _type?: string;
}

/** `answer` of a failed call (`V4/WebService/WebServiceError`). */
export interface LyraWebServiceError {
  errorCode: string;
  errorMessage: string;
  detailedErrorCode?: string | null;
  detailedErrorMessage?: string | null;
  _type: 'V4/WebService/WebServiceError';
}

/** How long a REST call may take before we give up (the settlement retries later). */
const TIMEOUT_MS = 30_000;

/**
 * Calls one web service (`Charge/CreateToken`, `Charge/CreatePayment`...) and answers its `answer`; a
 * `status: 'ERROR'`, an HTTP error or a network failure throws a {@link PaymentProviderError}.
 *
 * @example const { formToken } = await callLyra(settings, fetch, 'Charge/CreateToken', { currency: 'EUR', ... });
 */
export async function callLyra<T>(
  settings: LyraSettings,
  fetchFn: typeof fetch,
  webService: string,
  body: Record<string, unknown>,
): Promise<T> {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.password}`).toString('base64')}`;
  let response: Response;
  try {
    response = await fetchFn(`${settings.apiUrl}/api-payment/V4/${webService}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentProviderError('NETWORK', `${webService} unreachable: ${String(error)}`);
  }
  let envelope: LyraResponse<T | LyraWebServiceError>;
  try {
    envelope = (await response.json()) as LyraResponse<T | LyraWebServiceError>;
  } catch {
    throw new PaymentProviderError(`HTTP_${response.status}`, `${webService} answered no JSON`);
  }
  if (envelope.status !== 'SUCCESS') {
    const error = envelope.answer as LyraWebServiceError | undefined;
    const detail = error?.detailedErrorMessage ? ` (${error.detailedErrorMessage})` : '';
    throw new PaymentProviderError(
      error?.errorCode ?? `HTTP_${response.status}`,
      `${error?.errorMessage ?? 'error'}${detail}`,
    );
  }
  return envelope.answer as T;
}
