// The package's library entry: embed the server on a connection of your own (tests, other hosts).
export { startServer, type ServerContext } from './server.js';
export { DEFAULT_SETTINGS, SETTING_KEYS, parseSettings, type HeddleSettings } from './settings.js';
