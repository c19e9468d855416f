/**
 * What every POST /sign/up carries for the person and address the register form does not ask for:
 * the fixed values registrationPayloadSchema insists on. Written out here, not taken from the code
 * under test, so a test notices when that code sends something else.
 */
export const SIGN_UP_FILLERS = { name: ' ', surname: ' ', street: ' ', city: ' ', zip: ' ', state: 32, newsletter: false, industry: null } as const;
