import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      PASSWORD_TRANSPORT_KEY: 'dandelion_portal',
      DEMO_DATA: false,
      LOGIN_CAPTCHA_AFTER: 3,
      LOGIN_LOCK_AFTER: 10,
      LOGIN_LOCK_MINUTES: 15,
      SESSION_DAYS: 7,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = parseConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: '',
      DEMO_DATA: 'true',
      ADMIN_PASSWORD: 'LongEnough1',
    });
    expect(config).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u@h:5432/db', DEMO_DATA: true });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        PASSWORD_TRANSPORT_KEY: 'short',
        ADMIN_PASSWORD: 'abc',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PASSWORD_TRANSPORT_KEY', 'ADMIN_PASSWORD']) {
      expect(message).toContain(name);
    }
    expect(message).toContain('must be 16, 24 or 32 bytes long');
  });
  it('takes the sign-on settings all or none, naming what a half configuration lacks', () => {
    const cas = {
      CAS_BASE_URL: 'https://cas.example/cas',
      CAS_SERVICE_URL: 'https://portal.example/_login/cas',
    };
    expect(parseConfig(cas).CAS_BASE_URL).toBe('https://cas.example/cas');
    expect(() => parseConfig({ CAS_BASE_URL: cas.CAS_BASE_URL })).toThrow(
      /CAS_SERVICE_URL: must be set with CAS_BASE_URL/,
    );
    expect(() => parseConfig({ OAUTH_CLIENT_ID: 'awards' })).toThrow(/OAUTH_CLIENT_SECRET/);
    expect(() => parseConfig({ CAS_BASE_URL: 'cas.example' })).toThrow(/CAS_BASE_URL: must be an http/);
    expect(parseConfig({}).OAUTH_TYPE).toBe('oidc');
  });
});
