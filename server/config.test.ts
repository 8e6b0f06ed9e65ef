import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.seed).toBe("demo");
    expect(config.smtpUrl).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("treats blank values as unset", () => {
    expect(parseConfig({ PORT: " ", DATABASE_URL: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT must be a whole number between 1 and 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number between 1 and 65535"],
    [
      { DATABASE_URL: "mysql://localhost/x" },
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    ],
    [{ SEED: "everything" }, "SEED must be demo or none"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must start with smtp:// or smtps://"],
    [{ ADMIN_EMAIL: "admin@aihq.com.my" }, "ADMIN_EMAIL and ADMIN_PASSWORD must be set together"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("names every bad variable in one line", () => {
    try {
      parseConfig({ PORT: "x", SEED: "y" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("SEED");
      expect(message).not.toContain("\n");
    }
  });
});

describe("SEND_EMAIL_API_KEY and VISITOR_MAILS_PER_DAY", () => {
  it("leave the e-mail function off and cap confirmations at 5 by default", () => {
    const config = parseConfig({});
    expect(config.sendEmailApiKey).toBeUndefined();
    expect(config.visitorMailsPerDay).toBe(5);
  });
  it("take a long printable key, and refuse a short one or one with spaces", () => {
    const key = "k".repeat(32);
    expect(parseConfig({ SEND_EMAIL_API_KEY: key }).sendEmailApiKey).toBe(key);
    expect(() => parseConfig({ SEND_EMAIL_API_KEY: "short" })).toThrow(
      /SEND_EMAIL_API_KEY must be at least 32 characters/,
    );
    expect(() => parseConfig({ SEND_EMAIL_API_KEY: `${key} ${key}` })).toThrow(
      /SEND_EMAIL_API_KEY must be printable ASCII/,
    );
    expect(() => parseConfig({ VISITOR_MAILS_PER_DAY: "-1" })).toThrow(/VISITOR_MAILS_PER_DAY/);
  });
});

describe("PAGE_CACHE", () => {
  it("is on in production and off in development unless set", () => {
    expect(parseConfig({ NODE_ENV: "production" }).pageCache).toBe(true);
    expect(parseConfig({ NODE_ENV: "development" }).pageCache).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", PAGE_CACHE: "off" }).pageCache).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", PAGE_CACHE: "on" }).pageCache).toBe(true);
  });
  it("refuses anything but on or off", () => {
    expect(() => parseConfig({ PAGE_CACHE: "yes" })).toThrow(/PAGE_CACHE must be on or off/);
  });
});

describe("rate limits and the mail retry delay", () => {
  it("keep their defaults unless set", () => {
    const config = parseConfig({});
    expect(config.formRateLimitPerHour).toBe(60);
    expect(config.verifyRateLimitPerMinute).toBe(60);
    expect(config.mailRetryBaseMs).toBe(30_000);
    expect(config.mailLeaseMs).toBe(300_000);
  });
  it("turn off with `off`, for load and fault tests", () => {
    const config = parseConfig({
      FORM_RATE_LIMIT_PER_HOUR: "off",
      VERIFY_RATE_LIMIT_PER_MINUTE: "off",
      VISITOR_MAILS_PER_DAY: "off",
    });
    expect(config.formRateLimitPerHour).toBe(Number.POSITIVE_INFINITY);
    expect(config.verifyRateLimitPerMinute).toBe(Number.POSITIVE_INFINITY);
    expect(config.visitorMailsPerDay).toBe(Number.POSITIVE_INFINITY);
  });
  it("take whole numbers in range, and 0 only where it means something (no confirmations)", () => {
    expect(parseConfig({ FORM_RATE_LIMIT_PER_HOUR: "500" }).formRateLimitPerHour).toBe(500);
    expect(parseConfig({ VISITOR_MAILS_PER_DAY: "0" }).visitorMailsPerDay).toBe(0);
    expect(parseConfig({ MAIL_RETRY_BASE_SECONDS: "2" }).mailRetryBaseMs).toBe(2_000);
    expect(parseConfig({ MAIL_LEASE_SECONDS: "60" }).mailLeaseMs).toBe(60_000);
  });
  it.each([
    [{ FORM_RATE_LIMIT_PER_HOUR: "0" }, "FORM_RATE_LIMIT_PER_HOUR must be a whole number from 1"],
    [{ FORM_RATE_LIMIT_PER_HOUR: "none" }, "FORM_RATE_LIMIT_PER_HOUR must be a whole number"],
    [{ VERIFY_RATE_LIMIT_PER_MINUTE: "1.5" }, "VERIFY_RATE_LIMIT_PER_MINUTE must be a whole"],
    [{ VISITOR_MAILS_PER_DAY: "-1" }, "VISITOR_MAILS_PER_DAY must be a whole number from 0"],
    [{ MAIL_RETRY_BASE_SECONDS: "0" }, "MAIL_RETRY_BASE_SECONDS must be a whole number from 1"],
    [{ MAIL_RETRY_BASE_SECONDS: "off" }, "MAIL_RETRY_BASE_SECONDS must be a whole number"],
    [{ MAIL_LEASE_SECONDS: "30" }, "MAIL_LEASE_SECONDS must be a whole number from 60 to 3600"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe("SESSION_SECRET_PREVIOUS", () => {
  const a = "a".repeat(32);
  const b = "b".repeat(40);
  it("is empty unless set, and takes a comma-separated list", () => {
    expect(parseConfig({}).sessionSecretsPrevious).toEqual([]);
    expect(parseConfig({ SESSION_SECRET_PREVIOUS: " " }).sessionSecretsPrevious).toEqual([]);
    expect(parseConfig({ SESSION_SECRET_PREVIOUS: a }).sessionSecretsPrevious).toEqual([a]);
    expect(parseConfig({ SESSION_SECRET_PREVIOUS: `${a}, ${b},` }).sessionSecretsPrevious).toEqual([
      a,
      b,
    ]);
  });

  it("refuses a short secret", () => {
    expect(() => parseConfig({ SESSION_SECRET_PREVIOUS: `${a},short` })).toThrow(
      "SESSION_SECRET_PREVIOUS must list secrets of at least 32 characters each, comma-separated",
    );
  });
});

describe("Stripe settings", () => {
  it("leave online payment off without keys, and hold a seat 30 minutes by default", () => {
    const config = parseConfig({});
    expect(config.stripe).toBeNull();
    expect(config.paymentHoldMs).toBe(30 * 60_000);
  });

  it("take both keys together, with an optional stand-in URL, and refuse one alone", () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_API_URL: "http://127.0.0.1:12111",
      PAYMENT_HOLD_MINUTES: "45",
    });
    expect(config.stripe).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_abc123",
      apiUrl: "http://127.0.0.1:12111",
    });
    expect(config.paymentHoldMs).toBe(45 * 60_000);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => parseConfig({ STRIPE_API_URL: "ftp://example.com" })).toThrow(/STRIPE_API_URL/);
    expect(() => parseConfig({ PAYMENT_HOLD_MINUTES: "2" })).toThrow(/PAYMENT_HOLD_MINUTES/);
  });

  it("let one client address hold 3 unpaid seats by default, a number, or off", () => {
    expect(parseConfig({}).maxUnpaidHoldsPerClient).toBe(3);
    expect(parseConfig({ MAX_UNPAID_HOLDS_PER_CLIENT: "7" }).maxUnpaidHoldsPerClient).toBe(7);
    expect(parseConfig({ MAX_UNPAID_HOLDS_PER_CLIENT: "off" }).maxUnpaidHoldsPerClient).toBe(
      Number.POSITIVE_INFINITY,
    );
    for (const bad of ["0", "2.5", "many"])
      expect(() => parseConfig({ MAX_UNPAID_HOLDS_PER_CLIENT: bad })).toThrow(
        "MAX_UNPAID_HOLDS_PER_CLIENT must be a whole number from 1 to 1000, or off",
      );
  });
});

describe("invoice settings", () => {
  it("default to the business details, no SST and 14 days", () => {
    const { invoice } = parseConfig({});
    expect(invoice).toMatchObject({
      legalName: "AIHQ Sdn. Bhd.",
      sstRate: 0,
      sstNumber: undefined,
      dueDays: 14,
      msicCode: "85494",
      stateCode: "14",
    });
    expect(invoice.addressLines).toContain("55188 Kuala Lumpur");
  });

  it("read the address and bank details as lines, and refuse a bad rate or MSIC code", () => {
    const { invoice } = parseConfig({
      INVOICE_ADDRESS: "1 Jalan A | 50450 Kuala Lumpur",
      SST_RATE: "8",
    });
    expect(invoice.addressLines).toEqual(["1 Jalan A", "50450 Kuala Lumpur"]);
    expect(invoice.sstRate).toBe(8);
    expect(() => parseConfig({ SST_RATE: "-1" })).toThrow("SST_RATE must be a percentage");
    expect(() => parseConfig({ INVOICE_MSIC_CODE: "12" })).toThrow("INVOICE_MSIC_CODE must be");
  });
});
