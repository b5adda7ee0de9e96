/** What the apps module offers others: the systems of the app registry and their secrets. */
export interface SystemApp {
  appId: number;
  appCode: string;
  appName: string;
  /** The integration secret, unsealed; null when none was issued (or it no longer opens). */
  secret: string | null;
}

export interface AppCredentialsApi {
  /** False when INTEGRATION_SECRET_KEY is unset: no app can sign anything. */
  readonly enabled: boolean;
  system(appCode: string): Promise<SystemApp | null>;
}

export interface AppsApi {
  credentials: AppCredentialsApi;
}
