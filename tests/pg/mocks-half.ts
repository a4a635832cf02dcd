// The contract files run their scenarios on the BFF and on the mocks; the PostgreSQL run needs only
// the BFF half, so it leaves out the tests under a describe named after the mocks target
// ("contract 'mocks'", "role matrix on 'mocks'", "fuzz mocks").
export const MOCKS_HALF = /\b(contract|on|fuzz|hardening) '?mocks\b/;
