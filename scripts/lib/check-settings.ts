/**
 * Imported first by every script: a bad setting stops it here, with one line per setting, before
 * any other module reads one (and before seeding or a build of several minutes).
 */
import { exitOnBadSettings } from '../../lib/runtime/config/env';

exitOnBadSettings();
