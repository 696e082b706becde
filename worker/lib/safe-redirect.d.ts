export declare function safeRedirect(target: unknown, fallback?: string): string;
