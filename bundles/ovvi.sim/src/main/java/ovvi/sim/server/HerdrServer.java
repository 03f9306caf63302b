package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import ovvi.sim.json.Json;

/** One headless herdr server: the JSON API socket, the client socket for terminal streams, panes. */
public final class HerdrServer implements AutoCloseable {

    private final ServerConfig config;
    private final Session session;
    private final Dispatcher dispatcher;
    private final TerminalStreams streams;
    private final AgentWatcher agents;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "herdr-timer");
        t.setDaemon(true);
        return t;
    });
    private static final long SAVE_INTERVAL_MS = 1000;

    private final AtomicBoolean stopping = new AtomicBoolean();
    private final SessionStore store;
    private String lastSaved = "";
    private final CountDownLatch stopped = new CountDownLatch(1);
    private ServerSocketChannel api;
    /** Connections being served, closed on stop so event streams end with EOF. */
    private final java.util.Set<Connection> open = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public HerdrServer(ServerConfig config) {
        this.config = config;
        this.session = new Session(config);
        this.streams = new TerminalStreams(session, timer);
        this.dispatcher = new Dispatcher(session);
        this.agents = new AgentWatcher(session, timer);
        this.store = new SessionStore(session, config.paths().dataDir());
        var controlled = (java.util.function.Predicate<Terminal>) streams::isControlled;
        new WorkspaceApi(session, controlled).register(dispatcher);
        new TabApi(session, controlled).register(dispatcher);
        new PaneApi(session, controlled).register(dispatcher);
        new MoveApi(session, controlled).register(dispatcher);
        new LayoutApi(session, controlled).register(dispatcher);
        new MetadataApi(session, controlled).register(dispatcher);
        new AgentApi(session, controlled, timer).register(dispatcher);
        new WorktreeApi(session, controlled).register(dispatcher);
        dispatcher.register("session.snapshot", p -> Json.obj("type", "session_snapshot", "snapshot", Views.snapshot(session)));
        if (config.faults() != Faults.NONE) {
            new SimControlApi(session, controlled).register(dispatcher);
        }
        session.onTerminalEnd(streams::terminalEnded);
    }

    /** Binds both sockets, restores session.json and starts serving. @throws SocketFiles.AlreadyRunning if one is live */
    public void start() throws IOException {
        api = SocketFiles.bind(config.paths().apiSocket());
        streams.bind(config.paths().clientSocket());
        synchronized (session) {
            store.restore();
            for (Workspace w : session.workspaces) {
                w.tabs.forEach(t -> session.fitPtys(t, streams::isControlled));
            }
        }
        timer.scheduleWithFixedDelay(this::saveIfChanged, SAVE_INTERVAL_MS, SAVE_INTERVAL_MS, TimeUnit.MILLISECONDS);
        Thread.ofPlatform().name("herdr-api-accept").daemon(true).start(this::acceptLoop);
        agents.start();
    }

    /** herdr keeps session.json current while it runs; a layout change is saved within a second. */
    private void saveIfChanged() {
        synchronized (session) {
            String shape = layoutShape();
            if (shape.equals(lastSaved) || stopping.get()) {
                return;
            }
            try {
                store.save();
                lastSaved = shape;
            } catch (IOException e) {
                System.err.println("herdr: could not save session.json: " + e.getMessage());
            }
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

    private void acceptLoop() {
        while (!stopping.get()) {
            try {
                SocketChannel ch = api.accept();
                Thread.ofVirtual().start(() -> serve(new Connection(ch, timer)));
            } catch (IOException e) {
                if (!api.isOpen()) {
                    return;
                }
            }
        }
    }

    private void serve(Connection conn) {
        open.add(conn);
        try (conn) {
            String line = conn.readRequestLine();
            if (line == null) {
                return;
            }
            Dispatcher.Request req;
            try {
                req = Dispatcher.decode(line);
            } catch (RequestError e) {
                conn.writeLine(Dispatcher.error("", e));
                return;
            }
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
            String reply = switch (req.method()) {
                case "ping" -> Json.write(Json.obj("id", req.id(), "result", pong()));
                case "server.stop" -> Json.write(Json.obj("id", req.id(), "result", Json.obj("type", "ok")));
                case "events.subscribe" -> {
                    subscribe(conn, req);
                    yield null;
                }
                default -> dispatcher.run(req);
            };
            if (reply == null) {
                return;
            }
            if (faults.cuts(req.method())) {
                conn.write(reply.substring(0, reply.length() / 2).getBytes(java.nio.charset.StandardCharsets.UTF_8));
                return;
            }
            conn.writeLine(reply);
            if (req.method().equals("server.stop")) {
                Thread.ofVirtual().start(this::close);
            }
        } catch (IOException e) {
            // the client went away; nothing to answer
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            open.remove(conn);
        }
    }

    private void subscribe(Connection conn, Dispatcher.Request req) throws IOException {
        java.util.List<Params> subs;
        try {
            subs = EventStream.subscriptions(req.params());
        } catch (RequestError e) {
            conn.writeLine(Dispatcher.error("", e));
            return;
        }
        new EventStream(session, conn, req.id()).run(subs);
    }

    private JsonObject pong() {
        return Json.obj("type", "pong", "version", config.faults().versionOr(config.version()),
                "protocol", ServerConfig.PROTOCOL, "capabilities",
                Json.obj("live_handoff", false, "detached_server_daemon", false));
    }

    /** Blocks until the server stopped (server.stop or close). */
    public void awaitStop() throws InterruptedException {
        stopped.await();
    }

    public boolean awaitStop(long ms) throws InterruptedException {
        return stopped.await(ms, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        if (!stopping.compareAndSet(false, true)) {
            return;
        }
        synchronized (session) {
            try {
                store.save();
            } catch (IOException e) {
                System.err.println("herdr: could not save session.json: " + e.getMessage());
            }
        }
        try {
            streams.close();
            open.forEach(Connection::close);
            if (api != null) {
                api.close();
                Files.deleteIfExists(config.paths().apiSocket());
            }
        } catch (IOException e) {
            // best effort: the process is going away
        }
        synchronized (session) {
            session.shutdown();
        }
        timer.shutdownNow();
        stopped.countDown();
    }
}
