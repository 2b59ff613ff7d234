/** A process that says it is ready, then keeps one core busy in `spinForTheProfiler` until it is stopped. */
function spinForTheProfiler(until: number): number {
  let sum = 0;
  while (Date.now() < until) sum += Math.sqrt(sum + 1);
  return sum;
}

console.log("busy process ready");
setInterval(() => spinForTheProfiler(Date.now() + 20), 25);
