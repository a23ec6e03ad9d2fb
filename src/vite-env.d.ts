/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's id (vite.config.ts): busts the persisted query cache of older builds. */
  readonly VITE_BUILD_ID?: string;
  readonly VITE_API_BASE?: string;
}
