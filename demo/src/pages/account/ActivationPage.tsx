import { accountMessages, activateAccount, messages, showToast } from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import '../../styles/account.css';

type State = 'activating' | 'failed' | 'already-active';

/**
 * /utilisateur/{sJeton}/{nIdGrandPublic}/validation-inscription.html (spec 1 sections 2, 4 and 8):
 * "Activation en cours...", then /signin with the success message, or the error.
 */
export function ActivationPage() {
  const { sJeton = '', nIdGrandPublic = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>('activating');

  useEffect(() => {
    let isCurrent = true;
    void activateAccount(sJeton, nIdGrandPublic).then((result) => {
      if (!isCurrent) return;
      if (result === 'activated') {
        showToast('success', messages.accountActivated);
        navigate('/signin', { replace: true });
      } else {
        setState(result);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [sJeton, nIdGrandPublic, navigate]);

  return (
    <section className="account-page" aria-labelledby="activation-titre">
      <h1 id="activation-titre" className="page-title">
        ACTIVATION DE MON COMPTE
      </h1>
      {state === 'activating' && (
        <p className="account-page__status">
          <Spinner size="small" label={accountMessages.activating} />
          <span aria-hidden="true">{accountMessages.activating}</span>
        </p>
      )}
      {state !== 'activating' && (
        <p className="account-page__alert" role="alert">
          {state === 'already-active' ? messages.accountAlreadyActive : messages.activationFailed}
        </p>
      )}
      {state !== 'activating' && (
        <p>
          <Link to="/signin" className="button button--primary">
            CONNEXION
          </Link>
        </p>
      )}
    </section>
  );
}
