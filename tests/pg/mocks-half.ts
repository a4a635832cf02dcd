// The contract files run their scenarios on the BFF and on the mocks; the PostgreSQL run needs only
// the BFF half, so it leaves out the tests whose full name says they run on the mocks.
export const MOCKS_HALF = /\b(contract|on) '?mocks/;
