/** @jest-environment node */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isConnectionError } from '@/lib/backend/db/errors';

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('which database failures are a passing outage (503) and which a fault (500)', () => {
  it.each([
    ['refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', pgError('ECONNRESET', 'read ECONNRESET')],
    ['an administrator ending the connection', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown', pgError('57P02', 'terminating connection due to crash of another server process')],
    ['a server still starting', pgError('57P03', 'the database system is starting up')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    ['the connection ending under a query', new Error('Connection terminated unexpectedly')],
    ['any of the addresses tried', new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], '')],
    ['drizzle’s wrapper around one', new DrizzleQueryError('select 1', [], pgError('57P01', 'terminating connection'))],
  ])('%s is an outage', (_what, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is not', (_what, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
