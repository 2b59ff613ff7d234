import { balanceOutcome as airtelBalance } from "../../providers/airtel/wire";
import { soapMessage } from "../../providers/orange/soap";
import { balanceOutcome as orangeBalance, SERVICE_NAMESPACE } from "../../providers/orange/wire";
import { walletBalanceOutcome } from "../../providers/pawapay/wire";

/** Each network's float answer read into the service's terms, or into "cannot tell": never a guess. */
describe("float answers", () => {
  it("pawaPay: the DR Congo wallets in the currency, added up when listed per provider", () => {
    const body = {
      balances: [
        { country: "COD", currency: "CDF", balance: "1200.50", provider: "AIRTEL_COD" },
        { country: "COD", currency: "CDF", balance: "300", provider: "ORANGE_COD" },
        { country: "COD", currency: "USD", balance: "40.00" },
        { country: "ZMB", currency: "CDF", balance: "999.00" },
      ],
    };
    expect(walletBalanceOutcome({ status: 200, body }, "CDF")).toEqual({ kind: "known", balance: "1500.50" });
    expect(walletBalanceOutcome({ status: 200, body }, "EUR").kind).toBe("unknown");
    expect(
      walletBalanceOutcome({ status: 200, body: { balances: [{ country: "COD", currency: "CDF", balance: "1e3" }] } }, "CDF")
        .kind,
    ).toBe("unknown");
    expect(walletBalanceOutcome({ status: 401, body: {} }, "CDF").kind).toBe("unknown");
    expect(walletBalanceOutcome(null, "CDF").kind).toBe("unknown");
  });

  it("Airtel: `data.balance` of a successful answer, as a string or a number's digits", () => {
    const status = { code: "200", message: "SUCCESS", response_code: "DP02200000001", success: true };
    expect(airtelBalance({ status: 200, body: { data: { balance: "25000.00", currency: "CDF" }, status } })).toEqual({
      kind: "known",
      balance: "25000.00",
    });
    expect(airtelBalance({ status: 200, body: { data: { balance: 12.5 }, status } })).toEqual({
      kind: "known",
      balance: "12.50",
    });
    expect(airtelBalance({ status: 200, body: { status: { ...status, success: false } } }).kind).toBe("unknown");
    expect(airtelBalance({ status: 403, body: { error: "invalid_token" } }).kind).toBe("unknown");
  });

  it("Orange: TcheckBal's `balance` with resultCode 200 (networks.md section 3), anything else unknown", () => {
    const answer = (fields: object) => ({
      status: 200,
      body: soapMessage(SERVICE_NAMESPACE, "TcheckBalResponse", { return: fields }),
    });
    expect(orangeBalance(answer({ resultCode: "200", resultDesc: "Succes", balance: "740000" }))).toEqual({
      kind: "known",
      balance: "740000.00",
    });
    expect(orangeBalance(answer({ resultCode: "60019", resultDesc: "Echec", balance: "" })).kind).toBe("unknown");
    expect(orangeBalance({ status: 500, body: "" }).kind).toBe("unknown");
  });
});
