import { describe, expect, it } from "vitest";

import { databaseName } from "./database-name";

describe("databaseName", () => {
  it("reads the database after one or several hosts, before the options", () => {
    expect(databaseName("mongodb://127.0.0.1:27017/motoparts")).toBe("motoparts");
    expect(databaseName("mongodb://a:1,b:2,c:3/shop?replicaSet=rs0")).toBe("shop");
    expect(databaseName("mongodb+srv://user:p%40ss@cluster0.example.net/moto-staging?retryWrites=true")).toBe(
      "moto-staging",
    );
  });

  it("is the driver's default, test, when the URI names none", () => {
    expect(databaseName("mongodb://127.0.0.1:27017")).toBe("test");
    expect(databaseName("mongodb://127.0.0.1:27017/")).toBe("test");
    expect(databaseName("mongodb://127.0.0.1:27017/?directConnection=true")).toBe("test");
  });
});
