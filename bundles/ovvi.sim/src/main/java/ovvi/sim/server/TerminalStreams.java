package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import ovvi.sim.json.Json;

/**
 * The terminal streams of one server run: one client-socket connection per {@code herdr terminal
 * session} run. The wire between the CLI and the server is the simulator's own (PROTOCOL.md §9.7
 * allows that): the CLI's first line is its handshake and open request (JSON), which the server
 * answers with {@code "W <protocol>"} (welcome) or {@code "R <protocol> <reason>"} (rejected); then
 * the CLI sends its stdin lines and the server stdout lines (JSON) and {@code "E "}-prefixed
 * stderr lines. Plain prefixes keep the CLI free of a JSON library, so it starts small.
 */
final class TerminalStreams {

	private final Session session;
	private final ScheduledExecutorService timer;
	/** Controller per terminal id. */
	private final Map<String, TerminalStream> controllers = new ConcurrentHashMap<>();
	/** Every open stream; guarded by itself together with {@link #endReason}. */
	private final Set<TerminalStream> all = new HashSet<>();
	/** Set once the run stops: streams opened after that end at once with it. */
	private String endReason;

	TerminalStreams(Session session, ScheduledExecutorService timer) {
		this.session = session;
		this.timer = timer;
	}

	boolean isControlled(Terminal t) {
		return controllers.containsKey(t.id);
	}

	/** Serves one client-socket connection: handshake, then the stream until either side ends it. */
	void serve(SocketChannel ch) {
		Connection conn = new Connection(ch, timer);
		BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
		TerminalStream.Open req;
		Runnable cancelDeadline = conn.closeAfterTimeout(); // a client that never says hello is dropped
		try {
			req = handshake(conn, in.readLine());
		} catch (IOException e) {
			conn.close();
			return;
		} finally {
			cancelDeadline.run();
		}
		if (req == null) {
			conn.close();
			return;
		}
		TerminalStream stream = new TerminalStream(this, conn, req);
		String ended;
		synchronized (all) {
			ended = endReason;
			all.add(stream);
		}
		try {
			if (ended != null) {
				stream.end(ended);
			} else {
				stream.run(in);
			}
		} finally {
			synchronized (all) {
				all.remove(stream);
			}
			release(stream);
		}
	}

	/**
	 * Checks the CLI's protocol number as herdr's handshake does (PROTOCOL.md §9.6).
	 *
	 * @return the open request, or null when the handshake was rejected (the reply is sent)
	 */
	private TerminalStream.Open handshake(Connection conn, String hello) throws IOException {
		if (hello == null) {
			return null;
		}
		int ours = session.config.reportedProtocol();
		TerminalStream.Open req;
		try {
			req = TerminalStream.Open.parse(hello);
		} catch (RuntimeException e) {
			reject(conn, ours, "malformed handshake: " + e.getMessage());
			return null;
		}
		if (req.protocol() != ours) {
			reject(conn, ours, "client protocol " + req.protocol() + " is " + (req.protocol() > ours ? "newer" : "older")
					+ " than server protocol " + ours);
			return null;
		}
		conn.writeLine("W " + ours);
		return req;
	}

	private static void reject(Connection conn, int protocol, String reason) throws IOException {
		conn.writeLine("R " + protocol + " " + reason.replace('\n', ' '));
	}

	/** Resolves a target as herdr does: terminal id, current pane id, or a unique agent name. */
	Terminal resolve(String target) {
		synchronized (session) {
			Pane byTerminal = session.paneOfTerminal(target);
			if (byTerminal != null) {
				return byTerminal.terminal;
			}
			Pane byPane = session.paneByCurrentId(target);
			if (byPane != null) {
				return byPane.terminal;
			}
			Terminal found = null;
			for (Pane p : session.allPanes()) {
				if (target.equals(p.terminal.agent) || target.equals(p.label)) {
					if (found != null) {
						return null;
					}
					found = p.terminal;
				}
			}
			return found;
		}
	}

	/**
	 * Makes {@code stream} the terminal's controller.
	 *
	 * @return null when it is, else the refusal reason
	 */
	String claim(TerminalStream stream, Terminal t, boolean takeover) {
		synchronized (controllers) {
			TerminalStream current = controllers.get(t.id);
			if (current != null && !takeover) {
				return "terminal attach failed: terminal " + t.id
						+ " already has an attached client; retry with --takeover";
			}
			controllers.put(t.id, stream);
			if (current != null) {
				current.end("terminal attach taken over");
			}
			return null;
		}
	}

	void release(TerminalStream stream) {
		if (stream.terminalId() != null) {
			controllers.remove(stream.terminalId(), stream);
		}
	}

	void terminalEnded(Session.TerminalEnd end) {
		for (TerminalStream s : snapshot()) {
			if (end.terminalId().equals(s.terminalId())) {
				s.end(end.reason());
			}
		}
	}

	/** Ends every stream, and every one opened from now on, with that reason (the run stops). */
	void endAll(String reason) {
		synchronized (all) {
			endReason = reason;
		}
		snapshot().forEach(s -> s.end(reason));
	}

	/** How many streams are open now: the control ones that hold a terminal, and all of them. */
	JsonObject counts() {
		return Json.obj("type", "sim_terminal_streams", "control", controllers.size(), "open", snapshot().size());
	}

	private List<TerminalStream> snapshot() {
		synchronized (all) {
			return new ArrayList<>(all);
		}
	}
}
