import {
  APP_CONTRACT_VERSION,
  appMessages,
  type ContractField,
  type ContractMessage,
} from '@multisalle/core/app-contract';

// `/app/contrat.schema.json`: the JSON Schema (2020-12) of every message between the mobile app and its
// pages, written from the same list as the app team's page and core's TypeScript types
// (`@multisalle/core/app-contract`). It lives on the server: the pages' bundles never carry it.

/** A JSON Schema, as far as this file writes one. */
export type JsonSchema = { [keyword: string]: unknown };

/** The schema's `$id`: it names the contract's version, as `version` does in every message. */
export const appContractSchemaId = (version: number = APP_CONTRACT_VERSION) =>
  `urn:multisalle:contrat-app:v${version}`;

/** The address of the current version's schema, and of the same schema under its version. */
export const APP_SCHEMA_PATH = '/app/contrat.schema.json';
export const appVersionedSchemaPath = (version: number = APP_CONTRACT_VERSION) =>
  `/app/contrat-v${version}.schema.json`;

/** The schema of one field's value: its JSON type, its values, its own fields. */
function valueSchema(field: ContractField): JsonSchema {
  const description = field.description.replace(/`/g, '');
  switch (field.type) {
    case 'string':
      return field.values
        ? { type: 'string', enum: [...field.values], description }
        : { type: 'string', description };
    case 'string | null':
      return field.values
        ? { enum: [...field.values, null], description }
        : { type: ['string', 'null'], description };
    case 'number':
      return { type: 'number', description };
    case 'integer':
      return { type: 'integer', description };
    case 'number | null':
      return { type: ['number', 'null'], description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'string[]':
      return { type: 'array', items: { type: 'string' }, description };
    case 'object':
      return field.fields ? { ...objectSchema(field.fields), description } : { type: 'object', description };
  }
}

/** An object of fields: every field not said optional is required; other fields are allowed (see the version rule). */
function objectSchema(fields: readonly ContractField[], head: Record<string, JsonSchema> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...head };
  for (const field of fields) properties[field.name] = valueSchema(field);
  const required = [
    ...Object.keys(head),
    ...fields.filter((field) => !field.optional).map((field) => field.name),
  ];
  return { type: 'object', properties, required };
}

/** One message: its `type` constant, the contract's `version`, its fields. */
function messageSchema(message: ContractMessage): JsonSchema {
  const head = {
    type: { const: message.type },
    version: { const: APP_CONTRACT_VERSION, description: 'la version du contrat' },
  };
  return {
    title: message.type,
    description: message.when.replace(/`/g, ''),
    'x-direction': message.direction,
    'x-pages': message.pages,
    ...objectSchema(message.fields, head),
  };
}

/**
 * The JSON Schema of the contract: one definition per message (`$defs['multisalle:slot-picked']`), the ones a
 * page posts gathered under `$defs.page-vers-app`, the app's under `$defs.app-vers-page`; the root accepts
 * any message of either. Its `$id` names the version (`urn:multisalle:contrat-app:v2`). A message may carry
 * fields the schema does not list (a later field of the same version): an app ignores them.
 *
 * @example new Ajv2020().compile(appContractSchema())({ type: 'multisalle:cart-add-slots', version: 2 }) // true
 */
export function appContractSchema(): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  for (const message of appMessages) defs[message.type] = messageSchema(message);
  const direction = (name: ContractMessage['direction']) => ({
    oneOf: appMessages
      .filter((message) => message.direction === name)
      .map((message) => ({ $ref: `#/$defs/${message.type}` })),
  });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: appContractSchemaId(),
    title: `Messages de l'application mobile Multisalle, version ${APP_CONTRACT_VERSION} du contrat`,
    description:
      "Chaque message entre l'application et ses pages /app/…\u00a0: un objet avec type, version et les champs de son type. Voir /app/ pour quand chacun part et la règle des versions.",
    'x-version': APP_CONTRACT_VERSION,
    oneOf: [{ $ref: '#/$defs/page-vers-app' }, { $ref: '#/$defs/app-vers-page' }],
    $defs: {
      ...defs,
      'page-vers-app': direction('page-vers-app'),
      'app-vers-page': direction('app-vers-page'),
    },
  };
}
