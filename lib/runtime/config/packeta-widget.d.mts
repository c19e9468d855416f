export declare const PACKETA_LIBRARY_URL: string;
export declare const PACKETA_HEALTH_CHECK_ORIGIN: string;
export declare const PACKETA_FRAME_ORIGINS: readonly string[];
