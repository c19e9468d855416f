export declare function contentSecurityPolicy(packetaWidgetUrl: string | undefined): string;
export declare function packetaWidgetUrlOf(env: Record<string, string | undefined>): string | undefined;
