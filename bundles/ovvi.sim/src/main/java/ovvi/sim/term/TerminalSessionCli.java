package ovvi.sim.term;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import ovvi.sim.Version;

/**
 * {@code herdr terminal session control|observe}: a thin pump between stdio and the server's
 * client socket. It loads no server classes and no JSON library, so one run per streaming
 * terminal stays small.
 */
public final class TerminalSessionCli {

	private static final String USAGE = "usage: herdr terminal session <control|observe> <target> [--takeover] [--cols N] [--rows N]";

	private TerminalSessionCli() {
	}

	/** What the command line asks for. */
	private record Request(String mode, String target, long cols, long rows, boolean takeover) {
	}

	/** @param args the words after "terminal session" */
	public static int run(List<String> args, Path clientSocket, PrintStream err) {
		if (args.isEmpty() || !(args.get(0).equals("control") || args.get(0).equals("observe"))) {
			err.println(USAGE);
			return 2;
		}
		String mode = args.get(0);
		String target = null;
		long cols = 120;
		long rows = 40;
		boolean takeover = false;
		for (int i = 1; i < args.size(); i++) {
			String a = args.get(i);
			try {
				if (a.equals("--cols") || a.equals("--rows")) {
					if (i + 1 >= args.size()) {
						err.println("error: missing value for " + a);
						return 2;
					}
					long v = Long.parseLong(args.get(++i));
					if (v <= 0) {
						err.println("Error: " + a + " must be greater than 0");
						return 1;
					}
					if (v > 65535) {
						err.println("Error: " + a + " must be at most 65535");
						return 1;
					}
					if (a.equals("--cols")) {
						cols = v;
					} else {
						rows = v;
					}
				} else if (a.equals("--takeover") && mode.equals("control")) {
					takeover = true;
				} else if (a.startsWith("-") || target != null) {
					err.println("unknown option: " + a);
					err.println(USAGE);
					return 2;
				} else {
					target = a;
				}
			} catch (NumberFormatException e) {
				err.println("Error: invalid digit found in string");
				return 1;
			}
		}
		if (target == null) {
			err.println(USAGE);
			return 2;
		}
		SocketChannel ch;
		try {
			ch = SocketChannel.open(StandardProtocolFamily.UNIX);
			ch.connect(UnixDomainSocketAddress.of(clientSocket));
		} catch (IOException e) {
			err.println("herdr: failed to connect to server: " + OsError.describe(e, clientSocket));
			err.println("Is herdr server running? Start it with `herdr server`.");
			err.println("Socket path: " + clientSocket);
			return 1;
		}
		return pump(ch, new Request(mode, target, cols, rows, takeover), err);
	}

	private static int pump(SocketChannel ch, Request req, PrintStream err) {
		try (ch) {
			OutputStream toServer = Channels.newOutputStream(ch);
			String hello = "{\"protocol\":" + Version.PROTOCOL + ",\"mode\":\"" + req.mode() + "\",\"target\":" + quote(req.target())
					+ ",\"cols\":" + req.cols() + ",\"rows\":" + req.rows() + ",\"takeover\":" + req.takeover() + "}\n";
			toServer.write(hello.getBytes(StandardCharsets.UTF_8));
			toServer.flush();
			BufferedReader fromServer = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
			String refusal = handshakeRefusal(fromServer.readLine());
			if (refusal != null) {
				err.println(refusal);
				return 1;
			}
			if (req.mode().equals("control")) {
				Thread stdin = new Thread(() -> forwardStdin(ch, toServer), "stdin");
				stdin.setDaemon(true);
				stdin.start();
			}
			PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
			String line;
			while ((line = fromServer.readLine()) != null) {
				if (line.startsWith("E ")) {
					err.println(line.substring(2));
				} else {
					out.println(line);
					out.flush();
				}
			}
			return 0;
		} catch (IOException e) {
			err.println("Error: " + e.getMessage());
			return 1;
		}
	}

	/** @return null for the server's welcome, else the stderr text of a failed handshake (PROTOCOL.md §9.6) */
	private static String handshakeRefusal(String reply) {
		if (reply == null) {
			return "Error: the server closed the connection during the handshake";
		}
		if (reply.startsWith("W ")) {
			return null;
		}
		if (reply.startsWith("R ")) {
			String[] parts = reply.substring(2).split(" ", 2);
			return "herdr: server rejected handshake (version " + parts[0] + "): " + (parts.length > 1 ? parts[1] : "");
		}
		return "Error: unexpected handshake reply: " + reply;
	}

	/** Input lines go to the server as they are; stdin's end becomes a half-close (a release). */
	private static void forwardStdin(SocketChannel ch, OutputStream toServer) {
		byte[] buf = new byte[8192];
		try {
			int n;
			while ((n = System.in.read(buf)) > 0) {
				toServer.write(buf, 0, n);
				toServer.flush();
			}
			ch.shutdownOutput();
		} catch (IOException e) {
			// the server closed the stream; the reader ends the run
		}
	}

	static String quote(String s) {
		StringBuilder q = new StringBuilder("\"");
		for (char c : s.toCharArray()) {
			switch (c) {
			case '"' -> q.append("\\\"");
			case '\\' -> q.append("\\\\");
			default -> {
				if (c < 0x20) {
					q.append(String.format("\\u%04x", (int) c));
				} else {
					q.append(c);
				}
			}
			}
		}
		return q.append('"').toString();
	}
}
