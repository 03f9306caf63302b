package ovvi.sim.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;

/**
 * The session's client socket: one connection per {@code herdr terminal session} run. The wire
 * between the CLI and the server is the simulator's own (PROTOCOL.md §9.7 allows that): the CLI
 * sends one open line and then its stdin lines; the server answers with stdout lines (JSON) and
 * {@code "E "}-prefixed stderr lines.
 */
final class TerminalStreams implements AutoCloseable {

    private final Session session;
    private final ScheduledExecutorService timer;
    /** Controller per terminal id. */
    private final Map<String, TerminalStream> controllers = new ConcurrentHashMap<>();
    private final Map<TerminalStream, Boolean> all = new ConcurrentHashMap<>();
    private ServerSocketChannel server;
    private Path socket;

    TerminalStreams(Session session, ScheduledExecutorService timer) {
        this.session = session;
        this.timer = timer;
    }

    void bind(Path socketPath) throws IOException {
        socket = socketPath;
        server = SocketFiles.bind(socketPath);
        Thread.ofPlatform().name("herdr-client-accept").daemon(true).start(this::acceptLoop);
    }

    private void acceptLoop() {
        while (server.isOpen()) {
            try {
                SocketChannel ch = server.accept();
                Thread.ofVirtual().start(() -> open(ch));
            } catch (IOException e) {
                if (!server.isOpen()) {
                    return;
                }
            }
        }
    }

    boolean isControlled(Terminal t) {
        return controllers.containsKey(t.id);
    }

    private void open(SocketChannel ch) {
        Connection conn = new Connection(ch, timer);
        BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
        String first;
        try {
            first = in.readLine();
        } catch (IOException e) {
            conn.close();
            return;
        }
        if (first == null) {
            conn.close();
            return;
        }
        TerminalStream.Open req = TerminalStream.Open.parse(first);
        TerminalStream stream = new TerminalStream(this, conn, req);
        all.put(stream, true);
        try {
            stream.run(in);
        } finally {
            all.remove(stream);
            release(stream);
        }
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
        for (TerminalStream s : all.keySet()) {
            if (end.terminalId().equals(s.terminalId())) {
                s.end(end.reason());
            }
        }
    }

    @Override
    public void close() throws IOException {
        for (TerminalStream s : all.keySet()) {
            s.end("server is shutting down");
        }
        if (server != null) {
            server.close();
            Files.deleteIfExists(socket);
        }
    }
}
