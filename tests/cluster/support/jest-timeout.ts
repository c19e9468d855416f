// A scenario starts instances of a production build and holds PostgreSQL down for 15 s.
jest.setTimeout(120_000);
