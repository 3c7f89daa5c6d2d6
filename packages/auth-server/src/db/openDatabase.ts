import Database from 'better-sqlite3'

/**
 * The service's SQLite handle.
 *
 * @example
 * ```ts
 * const db: AuthDatabase = openDatabase(':memory:')
 * ```
 */
export type AuthDatabase = Database.Database

// One-time codes, session tokens, device links and social result codes are stored only as hashes.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  username TEXT,
  social_provider TEXT,
  social_subject TEXT,
  account_type TEXT NOT NULL DEFAULT 'eoa',
  wallet_evm TEXT,
  wallet_solana TEXT,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS users_social ON users (social_provider, social_subject)
  WHERE social_provider IS NOT NULL;
CREATE TABLE IF NOT EXISTS devices (
  user_id TEXT NOT NULL REFERENCES users (id),
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS logins (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('device', 'code')),
  link_hash TEXT UNIQUE,
  link_expires_at INTEGER,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS otp_codes (
  ref TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mail_sends (
  recipient TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_sends_recipient ON mail_sends (recipient, sent_at);
CREATE TABLE IF NOT EXISTS email_changes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  new_email TEXT NOT NULL,
  step TEXT NOT NULL CHECK (step IN ('primary', 'secondary')),
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS social_logins (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  app_origin TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('started', 'ready', 'used')),
  expires_at INTEGER NOT NULL,
  result_hash TEXT,
  user_id TEXT REFERENCES users (id)
);
CREATE TABLE IF NOT EXISTS dev_mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT,
  link TEXT,
  sent_at INTEGER NOT NULL
);
`

/**
 * Opens (or creates) the service's SQLite database and creates the tables that are missing.
 *
 * @param path - A file path, or `':memory:'`.
 * @returns The open database.
 * @example
 * ```ts
 * const db = openDatabase('/var/lib/latch/auth.sqlite')
 * ```
 */
export function openDatabase(path: string): AuthDatabase {
  const db = new Database(path)
  db.pragma('foreign_keys = ON')
  db.exec(SCHEMA)
  return db
}
