package ovvi.herdr.api;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * One herdr session on one machine. Requests go straight to its API socket from this process, one
 * connection each: one line out, one line in, then the connection is closed.
 */
public final class HerdrSession {

    public static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);

    /**
     * Starts its arguments detached from Ovvi: a new session (setsid) where there is one, else
     * nohup, with no pipe of Ovvi's, so the server outlives the app and its SSH connection.
     */
    static final String DETACHED = "if command -v setsid >/dev/null 2>&1; then setsid \"$@\" </dev/null >/dev/null 2>&1 &"
            + " else nohup \"$@\" </dev/null >/dev/null 2>&1 & fi";

    private final Exec exec;
    private final String session;
    private final Duration timeout;

    private String socketPath;
    private long socketGeneration;

    public HerdrSession(Exec exec, String session) {
        this(exec, session, CALL_TIMEOUT);
    }

    /** @param timeout how long a request may wait for herdr's answer; 10 s unless a test needs less */
    public HerdrSession(Exec exec, String session, Duration timeout) {
        this.exec = exec;
        this.session = session;
        this.timeout = timeout;
    }

    public String name() {
        return session;
    }

    public Exec exec() {
        return exec;
    }

    /**
     * A herdr command line for this session. Every herdr argv names its session, so no inherited
     * variable can point it at another one.
     *
     * @throws HerdrNotInstalled the machine's login shell finds no herdr
     * @throws HerdrUnreachable ({@link HerdrUnreachable.Why#MACHINE}) the machine could not be asked,
     *         with the transport's reason (SSH's: down, login refused, host key refused) as message and cause
     */
    public List<String> argv(String... args) throws HerdrNotInstalled, HerdrUnreachable, InterruptedException {
        String herdr;
        try {
            herdr = exec.herdr();
        } catch (ExecException e) {
            throw machineUnreachable(e);
        }
        if (herdr == null) {
            throw new HerdrNotInstalled(exec.target());
        }
        List<String> argv = new ArrayList<>(List.of(herdr, "--session", session));
        argv.addAll(List.of(args));
        return argv;
    }

    /**
     * Sends one request and returns herdr's {@code result}.
     *
     * @throws HerdrErrorReply herdr refused, with its code and reason
     * @throws HerdrTimeout no answer within the timeout: a write's notice or a read's Reconnecting
     */
    public JsonObject call(String method, JsonObject params) throws HerdrException, InterruptedException {
        JsonObject request = new JsonObject();
        request.addProperty("id", "1");
        request.addProperty("method", method);
        request.add("params", params == null ? new JsonObject() : params);
        String reply = exchange(method, request.toString());
        return result(method, reply);
    }

    private String exchange(String method, String line) throws HerdrException, InterruptedException {
        ApiConnection connection = open();
        var attempt = new Object() {
            volatile boolean sent;
            volatile boolean timedOut;
        };
        ScheduledFuture<?> timer = Timers.after(timeout, () -> {
            attempt.timedOut = true;
            connection.close();
        });
        try {
            connection.writeLine(line);
            attempt.sent = true;
            String reply = connection.readLine();
            if (attempt.timedOut) {
                throw timedOut(method, attempt.sent);
            }
            if (reply == null) {
                throw new HerdrUnreachable(HerdrUnreachable.Why.NO_ANSWER,
                        "herdr on " + exec.target() + " closed the connection without answering " + method, null);
            }
            return reply;
        } catch (IOException e) {
            if (attempt.timedOut) {
                throw timedOut(method, attempt.sent);
            }
            if (Thread.interrupted()) {
                throw new InterruptedException("the call to " + method + " was cancelled");
            }
            throw new HerdrUnreachable(HerdrUnreachable.Why.NO_ANSWER,
                    "the connection to herdr on " + exec.target() + " broke during " + method + ": " + e.getMessage(), e);
        } finally {
            timer.cancel(false);
            connection.close();
        }
    }

    private HerdrTimeout timedOut(String method, boolean sent) {
        return new HerdrTimeout(exec.target(), method, HerdrMethods.kind(method), sent, timeout);
    }

    private JsonObject result(String method, String reply) throws HerdrException {
        JsonObject object;
        try {
            JsonElement parsed = JsonParser.parseString(reply);
            if (!parsed.isJsonObject()) {
                throw new HerdrBadReply(exec.target(), method, reply, null);
            }
            object = parsed.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new HerdrBadReply(exec.target(), method, reply, e);
        }
        JsonObject error = Json.object(object, "error");
        if (error != null) {
            throw new HerdrErrorReply(method, String.valueOf(Json.string(error, "code")), String.valueOf(Json.string(error, "message")));
        }
        JsonObject result = Json.object(object, "result");
        if (result == null) {
            throw new HerdrBadReply(exec.target(), method, reply, null);
        }
        return result;
    }

    /**
     * A connection to the session's API socket. A connect that fails asks herdr where the socket is
     * and why: a session that is not running, a socket that moved (tried once more), or, over SSH,
     * a host that refuses to forward sockets.
     */
    public ApiConnection open() throws HerdrException, InterruptedException {
        String path = socketPath();
        try {
            return exec.sockets().open(path, timeout);
        } catch (ExecException e) {
            throw machineUnreachable(e);
        } catch (IOException first) {
            SessionInfo info = info();
            if (info == null || !info.running()) {
                throw new HerdrNotRunning(exec.target(), session);
            }
            boolean moved = !info.socketPath().equals(path);
            if (!moved && exec.isRemote()) {
                throw HerdrUnreachable.forwardingRefused(exec.target());
            }
            try {
                return exec.sockets().open(info.socketPath(), timeout);
            } catch (ExecException e) {
                throw machineUnreachable(e);
            } catch (IOException second) {
                throw new HerdrUnreachable(HerdrUnreachable.Why.SOCKET, "herdr session " + session + " on " + exec.target()
                        + " is listed as running but its socket " + info.socketPath() + " refuses connections: " + second.getMessage(), second);
            }
        }
    }

    private HerdrUnreachable machineUnreachable(ExecException e) {
        return new HerdrUnreachable(HerdrUnreachable.Why.MACHINE, e.getMessage(), e);
    }

    /** The socket path herdr gave for this session, asked once per session and connection. */
    private String socketPath() throws HerdrException, InterruptedException {
        synchronized (this) {
            if (socketPath != null && socketGeneration == exec.sockets().generation()) {
                return socketPath;
            }
        }
        SessionInfo info = info();
        if (info == null || info.socketPath() == null) {
            throw new HerdrNotRunning(exec.target(), session);
        }
        return info.socketPath();
    }

    /**
     * Starts the session's server ({@code herdr --session S server}) detached, and waits until it
     * answers, for at most {@code wait}. A running server is left alone.
     */
    public void startServer(Duration wait) throws HerdrException, InterruptedException {
        SessionInfo info = info();
        if (info != null && info.running()) {
            return;
        }
        List<String> start = new ArrayList<>(List.of("sh", "-c", DETACHED, "sh"));
        start.addAll(argv("server"));
        try {
            Run run = exec.run(start);
            run.end();
            if (!run.awaitExit(timeout) || run.exitStatus().orElse(-1) != 0) {
                throw new HerdrUnreachable(HerdrUnreachable.Why.MACHINE, "herdr's server for session " + session
                        + " could not be started on " + exec.target() + ": " + String.join(" ", run.stderrTail()), null);
            }
        } catch (ExecException e) {
            throw machineUnreachable(e);
        }
        awaitAnswer(wait);
    }

    /** A starting server has no event to wait on from outside: it is pinged until it answers. */
    private void awaitAnswer(Duration wait) throws HerdrException, InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            try {
                call("ping", null);
                return;
            } catch (HerdrNotRunning | HerdrUnreachable notYet) {
                if (System.nanoTime() > deadline) {
                    throw notYet;
                }
                Thread.sleep(50);
            }
        }
    }

    /** This session as {@code herdr session list --json} lists it now, or null when it is not listed. */
    public SessionInfo info() throws HerdrException, InterruptedException {
        long generation = exec.sockets().generation();
        String listing = listSessions();
        SessionInfo info;
        try {
            info = SessionInfo.parseList(listing).get(session);
        } catch (RuntimeException e) {
            throw new HerdrBadReply(exec.target(), "session list", listing, e);
        }
        synchronized (this) {
            socketPath = info == null ? null : info.socketPath();
            socketGeneration = generation;
        }
        return info;
    }

    private String listSessions() throws HerdrException, InterruptedException {
        Run run;
        try {
            run = exec.run(argv("session", "list", "--json"));
        } catch (ExecException e) {
            throw machineUnreachable(e);
        }
        ScheduledFuture<?> timer = Timers.after(timeout, run::abort);
        try {
            StringBuilder out = new StringBuilder();
            for (String line = run.readLine(); line != null; line = run.readLine()) {
                out.append(line).append('\n');
            }
            if (!run.awaitExit(timeout) || run.exitStatus().orElse(-1) != 0) {
                throw new HerdrBadReply(exec.target(), "session list",
                        "exit " + run.exitStatus().orElse(-1) + ": " + String.join("\n", run.stderrTail()), null);
            }
            return out.toString();
        } catch (IOException e) {
            throw new HerdrUnreachable(HerdrUnreachable.Why.MACHINE,
                    "herdr session list could not be read on " + exec.target() + ": " + e.getMessage(), e);
        } finally {
            timer.cancel(false);
        }
    }
}
