import { askUntilAnswered } from "../../chaos/driver";

/** The chaos clients' one "ask until answered": each ask is told its index, and the first answer ends the asking. */
describe("askUntilAnswered", () => {
  it("asks again after no answer, and answers the first answer it gets", async () => {
    const asked: number[] = [];
    const answer = await askUntilAnswered(async (index) => {
      asked.push(index);
      return index === 2 ? `answer ${index}` : undefined;
    });
    expect(answer).toBe("answer 2");
    expect(asked).toEqual([0, 1, 2]);
  });

  it("keeps a falsy answer that is not undefined", async () => {
    expect(await askUntilAnswered(async () => 0)).toBe(0);
  });

  it("lets a refusal the ask throws end the asking", async () => {
    await expect(
      askUntilAnswered(async () => {
        throw new Error("unexpected 404");
      }),
    ).rejects.toThrow("unexpected 404");
  });
});
