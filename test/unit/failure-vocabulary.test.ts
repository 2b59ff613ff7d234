import { readFileSync } from "node:fs";
import path from "node:path";
import { FAILURE_REASON_WORDS, FAILURE_REASONS, failureOf } from "../../providers/failure-reasons";
import { PROTOCOLS } from "../../providers/protocols";

/** The failure vocabulary, each protocol's table of codes, and the API guide that documents both, kept together. */

const guide = readFileSync(path.resolve(__dirname, "../../docs/api-guide.md"), "utf8");
const section = guide.slice(guide.indexOf("## Failure reasons"), guide.indexOf("\n## ", guide.indexOf("## Failure reasons") + 1));

/** The guide's rows `| \`protocol\` | \`code\` | \`reason\` | source |`, by protocol and code. */
const documented = new Map(
  [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \| ([^|]+) \|$/gm)].map(([, protocol, code, reason, source]) => [
    `${protocol} ${code}`,
    { reason, source: source!.trim() },
  ]),
);

it("has a section in the API guide", () => {
  expect(section.startsWith("## Failure reasons")).toBe(true);
});

describe.each(Object.entries(PROTOCOLS))("protocol %s", (name, protocol) => {
  it("declares a table of its codes", () => {
    expect(Object.keys(protocol.failureCodes).length).toBeGreaterThan(0);
  });

  it("has every code of its table documented with the same reason and a source", () => {
    for (const [code, reason] of Object.entries(protocol.failureCodes)) {
      expect({ code, ...documented.get(`${name} ${code}`) }).toEqual({ code, reason, source: expect.stringMatching(/\S/) });
    }
  });

  it("documents no code its table does not hold", () => {
    const listed = [...documented.keys()].filter((key) => key.startsWith(`${name} `)).map((key) => key.slice(name.length + 1));
    expect(listed.sort()).toEqual(Object.keys(protocol.failureCodes).sort());
  });
});

it("gives every reason its retryable and both messages, and lists each in the guide", () => {
  for (const reason of FAILURE_REASONS) {
    const words = FAILURE_REASON_WORDS[reason];
    expect(typeof words.retryable).toBe("boolean");
    expect(words.message_en.trim()).not.toBe("");
    expect(words.message_fr.trim()).not.toBe("");
    expect(words.message_fr).not.toBe(words.message_en);
    expect(section).toContain(`| \`${reason}\` | ${words.retryable ? "yes" : "no"} |`);
  }
});

it("keeps a code verbatim and reads one its table does not list, or none, as provider_error", () => {
  expect(failureOf({ INSUFFICIENT_FUNDS: "insufficient_funds" }, "INSUFFICIENT_FUNDS")).toEqual({
    reason: "insufficient_funds",
    code: "INSUFFICIENT_FUNDS",
  });
  expect(failureOf({ INSUFFICIENT_FUNDS: "insufficient_funds" }, "insufficient_funds")).toEqual({
    reason: "provider_error",
    code: "insufficient_funds",
  });
  expect(failureOf({}, "constructor")).toEqual({ reason: "provider_error", code: "constructor" });
  expect(failureOf({}, null)).toEqual({ reason: "provider_error", code: null });
});
