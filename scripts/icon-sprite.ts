/** Writes public/icons.svg from the icon drawings (components/ui/icon-paths.tsx): `npm run icons` after changing one. */
import fs from 'node:fs';
import { iconSprite } from './lib/icon-sprite';

fs.writeFileSync('public/icons.svg', iconSprite());
console.log('public/icons.svg written');
