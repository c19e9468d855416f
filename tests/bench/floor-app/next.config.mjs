// The bench's floor: the same Next as the shop with its rendering mode, and nothing of the shop.
/** @type {import('next').NextConfig} */
const floorConfig = { cacheComponents: true, poweredByHeader: false };

export default floorConfig;
