package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/**
 * One life of a herdr server, from start to stop: the session restored from session.json, its
 * methods, terminal streams and background watchers. A restart ends this run and starts another,
 * so a client sees what a restarted herdr shows: its connections end, terminals and tokens are new.
 */
final class ServerRun {

	private static final long SAVE_INTERVAL_MS = 1000;

	private final ServerConfig config;
	private final HerdrServer owner;
	final Session session;
	private final Dispatcher dispatcher;
	private final Waits waits;
	private final AgentWaits agentWaits;
	private final TerminalStreams streams;
	private final AgentWatcher agents;
	private final SessionStore store;
	private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
		Thread t = new Thread(r, "herdr-timer");
		t.setDaemon(true);
		return t;
	});
	private final AtomicBoolean stopping = new AtomicBoolean();
	/** API connections being served, closed on stop so event streams end with EOF. */
	private final Set<Connection> open = ConcurrentHashMap.newKeySet();
	private String lastSaved = "";

	ServerRun(ServerConfig config, HerdrServer owner) {
		this.config = config;
		this.owner = owner;
		this.session = new Session(config);
		this.streams = new TerminalStreams(session, timer);
		this.dispatcher = new Dispatcher(session);
		this.waits = new Waits(session);
		this.agentWaits = new AgentWaits(session, dispatcher);
		this.agents = new AgentWatcher(session, timer);
		this.store = new SessionStore(session, config.paths().dataDir());
		Predicate<Terminal> controlled = streams::isControlled;
		new WorkspaceApi(session, controlled).register(dispatcher);
		new TabApi(session, controlled).register(dispatcher);
		new PaneApi(session, controlled).register(dispatcher);
		new PaneLinkApi(session, controlled).register(dispatcher);
		new MoveApi(session, controlled).register(dispatcher);
		new PaneMoveApi(session, controlled).register(dispatcher);
		new LayoutApi(session, controlled).register(dispatcher);
		new MetadataApi(session, controlled).register(dispatcher);
		new AgentApi(session, controlled, timer).register(dispatcher);
		new WorktreeApi(session, controlled).register(dispatcher);
		dispatcher.register("session.snapshot", p -> Json.obj("type", "session_snapshot", "snapshot", Views.snapshot(session)));
		if (config.faults() != Faults.NONE) {
			new SimControlApi(session, controlled, streams).register(dispatcher);
		}
		// stream writes may block up to 5 s on a slow reader: never under the session's monitor
		session.onTerminalEnd(end -> Thread.ofVirtual().start(() -> streams.terminalEnded(end)));
	}

	/** Restores session.json and starts the background work. */
	void start() throws IOException {
		synchronized (session) {
			store.restore();
			for (Workspace w : session.workspaces) {
				w.tabs.forEach(t -> session.fitPtys(t, streams::isControlled));
			}
		}
		timer.scheduleWithFixedDelay(this::saveIfChanged, SAVE_INTERVAL_MS, SAVE_INTERVAL_MS, TimeUnit.MILLISECONDS);
		agents.start();
	}

	/** herdr keeps session.json current while it runs; a layout change is saved within a second. */
	private void saveIfChanged() {
		synchronized (session) {
			String shape = layoutShape();
			if (shape.equals(lastSaved) || stopping.get()) {
				return;
			}
			save();
			lastSaved = shape;
		}
	}

	private void save() {
		try {
			store.save();
		} catch (IOException e) {
			System.err.println("herdr: could not save session.json: " + e.getMessage());
		}
	}

	/** The ids, labels and ratios that session.json holds, cheap to compare (no /proc reads). */
	private String layoutShape() {
		StringBuilder s = new StringBuilder(session.active == null ? "-" : session.active.id);
		for (Workspace w : session.workspaces) {
			s.append('|').append(w.id).append(w.customLabel).append(w.activeTab == null ? "" : w.activeTab.id).append(w.worktree);
			for (Tab t : w.tabs) {
				s.append(';').append(t.id).append(t.customLabel).append(t.focused == null ? "" : t.focused.id);
				appendShape(s, t.root);
			}
		}
		return s.toString();
	}

	private static void appendShape(StringBuilder s, LayoutNode n) {
		if (n instanceof LayoutNode.Leaf l) {
			s.append('(').append(l.pane.id).append(l.pane.label).append(')');
		} else if (n instanceof LayoutNode.Split sp) {
			s.append('[').append(sp.direction).append(sp.ratio);
			appendShape(s, sp.first);
			appendShape(s, sp.second);
			s.append(']');
		}
	}

	/** One connection of herdr-client.sock: a terminal stream. */
	void serveClient(SocketChannel ch) {
		streams.serve(ch);
	}

	/** One connection of herdr.sock: a request line, its reply (or an event stream), close. */
	void serveApi(SocketChannel ch) {
		Connection conn = new Connection(ch, timer);
		open.add(conn);
		try (conn) {
			answer(conn);
		} catch (IOException e) {
			// the client went away; nothing to answer
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} finally {
			open.remove(conn);
		}
	}

	private void answer(Connection conn) throws IOException, InterruptedException {
		String line = conn.readRequestLine();
		if (line == null) {
			return;
		}
		Dispatcher.Request req;
		try {
			req = Dispatcher.decode(line);
		} catch (RequestError e) {
			conn.writeLine(Dispatcher.error(Dispatcher.correlatedId(line), e));
			return;
		}
		try {
			answer(conn, req);
		} catch (RuntimeException e) {
			// a bug of the simulator gets herdr's internal_error reply, not a silently closed connection
			if (!conn.wroteAnything()) {
				conn.writeLine(Dispatcher.error(req.id(), Dispatcher.internalError(e)));
			}
		}
	}

	private void answer(Connection conn, Dispatcher.Request req) throws IOException, InterruptedException {
		Faults faults = config.faults();
		if (faults.delayMs(req.method()) > 0) {
			Thread.sleep(faults.delayMs(req.method()));
		}
		if (faults.drops(req.method())) {
			return;
		}
		if (stopping.get()) {
			conn.writeLine(Dispatcher.error(req.id(), new ApiError("server_unavailable", "server is shutting down")));
			return;
		}
		if (faults.refuses(req.method())) {
			conn.writeLine(Dispatcher.error("", Dispatcher.unknownMethod(req.method())));
			return;
		}
		faults.crashIfAsked(req.method());
		String reply = switch (req.method()) {
		case "ping" -> Json.write(Json.obj("id", req.id(), "result", pong()));
		case "server.stop" -> Json.write(Json.obj("id", req.id(), "result", Json.obj("type", "ok")));
		case "events.subscribe" -> {
			subscribe(conn, req);
			yield null;
		}
		case "events.wait" -> waits.events(conn, req);
		case "pane.wait_for_output" -> waits.output(conn, req);
		case "agent.wait" -> agentWaits.agentWait(conn, req);
		case "agent.prompt" -> req.params().optObject("wait") != null ? agentWaits.prompt(conn, req) : dispatcher.run(req);
		default -> dispatcher.run(req);
		};
		if (reply == null) {
			return;
		}
		if (faults.cuts(req.method())) {
			conn.write(reply.substring(0, reply.length() / 2).getBytes(StandardCharsets.UTF_8));
			return;
		}
		conn.writeLine(reply);
		afterReply(req.method());
	}

	/** Stop and restart take effect once their "ok" is on its way, as herdr's server.stop does. */
	private void afterReply(String method) {
		if (method.equals("server.stop")) {
			Thread.ofVirtual().start(owner::close);
		} else if (method.equals("sim.restart") && config.faults() != Faults.NONE) {
			Thread.ofVirtual().start(owner::restart);
		}
	}

	private void subscribe(Connection conn, Dispatcher.Request req) throws IOException {
		List<EventStream.Subscription> subs;
		try {
			subs = EventStream.subscriptions(req.params());
		} catch (RequestError e) {
			conn.writeLine(Dispatcher.error(req.id(), e));
			return;
		}
		new EventStream(session, conn, req.id()).run(subs);
	}

	/**
	 * The five capabilities of herdr 0.9.x's server.rs. A real headless server reports
	 * live_handoff:true (PROTOCOL.md §4.1); the simulator says the same, though its
	 * server.live_handoff answers not_implemented: no client of the seed hands off.
	 */
	private JsonObject pong() {
		return Json.obj("type", "pong", "version", config.reportedVersion(), "protocol", config.reportedProtocol(),
				"capabilities", Json.obj("live_handoff", true, "detached_server_daemon", false,
						"endpoint_protocol_generation", ovvi.sim.Version.ENDPOINT_PROTOCOL_GENERATION,
						"surface_interest", true, "health_check", true));
	}

	EventHub hub() {
		return session.hub;
	}

	int openApiConnections() {
		return open.size();
	}

	int pinnedAgentWaits() {
		return agentWaits.pinned();
	}

	/**
	 * Ends this run as a stopping herdr does: session.json saved, terminal streams closed with
	 * "server is shutting down", API connections and event streams closed, every pane's process
	 * hung up.
	 */
	void stop() {
		if (!stopping.compareAndSet(false, true)) {
			return;
		}
		synchronized (session) {
			save();
		}
		streams.endAll("server is shutting down");
		open.forEach(Connection::close);
		session.atomically(() -> { // atomically: a request waiting on an agent wakes and finds it gone
			session.shutdown();
			return null;
		});
		timer.shutdownNow();
	}
}
