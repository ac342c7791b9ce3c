import { openCommandDatabase } from './command-database.ts';
import { runDeviceCommand } from './hall-devices/device-command.ts';

// `npm run device -- add <hall key> <name> --scope <scope>`, `list <hall key>`, `revoke <device id>`: a hall's
// devices and their keys, on the server's database (DATABASE_URL, or PGlite in DATA_DIR, as main.ts opens it);
// `mqtt-acl`: the MQTT broker's access list of the live devices, topics under PRODUCT_KEY.
const opened = await openCommandDatabase(
  'Stop it first, or run the server on PostgreSQL (DATABASE_URL) to manage devices while it runs.',
);
let exitCode = 1;
try {
  const result = await runDeviceCommand(opened.db, process.argv.slice(2), {
    root: process.env.MQTT_PREFIX || process.env.PRODUCT_KEY || undefined,
  });
  (result.exitCode === 0 ? console.log : console.error)(result.lines.join('\n'));
  exitCode = result.exitCode;
} finally {
  await opened.close();
}
process.exit(exitCode);
