'use client';

// The checkout failed to render: the shop's error page (message, retry, home); the cart stays on the server.
export { default } from '../(shop)/error';
