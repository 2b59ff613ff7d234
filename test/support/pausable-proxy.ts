import net from "node:net";

export interface PausableProxy {
  address: string;
  /** Stops forwarding in both directions, connections kept open: a server that stops answering. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` (host:port) on a loopback port. */
export async function startPausableProxy(target: string): Promise<PausableProxy> {
  const [host, port] = target.split(":") as [string, string];
  const sockets = new Set<net.Socket>();
  let paused = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (paused) socket.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    pause: () => {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume: () => {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
