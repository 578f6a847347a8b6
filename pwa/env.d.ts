/// <reference types="vite-plugin-pwa/client" />

/** This build's name, set by vite.config.ts. */
declare const __BUILD_ID__: string;
