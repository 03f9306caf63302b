package ovvi.herdr.api;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeoutException;

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
	/** Fixed words: the shell prints its own $HOME; nothing of Ovvi's data goes into them. */
	private static final List<String> PRINT_HOME = List.of("sh", "-c", "printf '%s' \"$HOME\"");

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
	/** The machine's home folder once asked. */
	private volatile String home;

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
	 * Sends one request and returns herdr's {@code result}. The timeout bounds the whole call: the
	 * connect (which may log in over SSH and ask herdr for its socket) and the exchange share it.
	 *
	 * @throws HerdrErrorReply herdr refused, with its code and reason
	 * @throws HerdrTimeout no answer within the timeout: a write's notice or a read's Reconnecting
	 */
	public JsonObject call(String method, JsonObject params) throws HerdrException, InterruptedException {
		JsonObject request = new JsonObject();
		request.addProperty("id", "1");
		request.addProperty("method", method);
		request.add("params", params == null ? new JsonObject() : params);
		long deadline = System.nanoTime() + timeout.toNanos();
		ApiConnection connection;
		try {
			connection = new Opening(this).await(timeLeft(deadline));
		} catch (TimeoutException e) {
			throw timedOut(method, false);
		}
		String reply = exchange(connection, method, request.toString(), timeLeft(deadline));
		if (reply == null && !exec.sockets().confirmsConnections()) {
			reply = afterAnUnreachedSocket(method, request.toString(), deadline);
		}
		if (reply == null) {
			throw new HerdrUnreachable(HerdrUnreachable.Why.NO_ANSWER,
					"herdr on " + exec.target() + " closed the connection without answering " + method, null);
		}
		return result(method, reply);
	}

	/**
	 * A forward through OpenSSH's master took the connection and closed it unanswered: most likely
	 * the machine's end did not open (the request never reached herdr), where a JSch channel would
	 * have refused to open. So herdr is asked where its socket is, as {@link #open()} asks after a
	 * refused connect: a session that is not running, a socket that moved (tried once more), or one
	 * still there, which the host's sshd does not forward.
	 */
	private String afterAnUnreachedSocket(String method, String line, long deadline) throws HerdrException, InterruptedException {
		String used = knownSocketPath();
		SessionInfo info = info();
		if (info == null || !info.running()) {
			throw new HerdrNotRunning(exec.target(), session);
		}
		if (info.socketPath() == null || info.socketPath().equals(used)) {
			throw HerdrUnreachable.forwardingRefused(exec.target());
		}
		ApiConnection connection;
		try {
			connection = new Opening(this).await(timeLeft(deadline));
		} catch (TimeoutException e) {
			throw timedOut(method, false);
		}
		return exchange(connection, method, line, timeLeft(deadline));
	}

	private static Duration timeLeft(long deadline) {
		return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
	}

	/**
	 * One line out, one line in; the connection is closed exactly once, whoever is first. Null when
	 * it closed unanswered, or broke before an answer where the socket opener cannot tell whether
	 * the connection reached herdr at all.
	 */
	private String exchange(ApiConnection connection, String method, String line, Duration left)
			throws HerdrException, InterruptedException {
		var attempt = new Object() {
			volatile boolean sent;
			volatile boolean timedOut;
		};
		ScheduledFuture<?> timer = Timers.after(left, () -> {
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
			return reply;
		} catch (IOException e) {
			if (attempt.timedOut) {
				throw timedOut(method, attempt.sent);
			}
			if (Thread.interrupted()) {
				throw new InterruptedException("the call to " + method + " was cancelled");
			}
			if (!exec.sockets().confirmsConnections()) {
				return null;
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
	 * A connection to the session's API socket, with no time limit of its own (an event stream's
	 * lasts). The socket path herdr gave is kept per session and connection to the machine; a
	 * connect that fails asks herdr where the socket is and why: a session that is not running, a
	 * socket that moved (tried once more), or, over SSH, a host that refuses to forward sockets.
	 */
	public ApiConnection open() throws HerdrException, InterruptedException {
		String known = knownSocketPath();
		if (known != null) {
			try {
				return connect(known);
			} catch (IOException stale) {
				// The server stopped or started again elsewhere, or the session was deleted: herdr says which below.
			}
		}
		SessionInfo info = info();
		if (info == null || !info.running()) {
			throw new HerdrNotRunning(exec.target(), session);
		}
		String listed = info.socketPath();
		if (listed == null) {
			throw HerdrBadReply.incomplete(exec.target(), "session list", "no socket_path for running session " + session);
		}
		try {
			return connect(listed);
		} catch (IOException refused) {
			boolean moved = known != null && !known.equals(listed);
			if (exec.isRemote() && !moved) {
				// herdr, asked just now over SSH, says it listens there: the host's sshd does not forward to it.
				throw HerdrUnreachable.forwardingRefused(exec.target());
			}
			throw new HerdrUnreachable(HerdrUnreachable.Why.SOCKET, "herdr session " + session + " on " + exec.target()
					+ " is listed as running but its socket " + listed + " refuses connections: " + refused.getMessage(), refused);
		}
	}

	private ApiConnection connect(String socketPath) throws HerdrUnreachable, IOException {
		try {
			return exec.sockets().open(socketPath);
		} catch (ExecException e) {
			throw machineUnreachable(e);
		}
	}

	private HerdrUnreachable machineUnreachable(ExecException e) {
		return new HerdrUnreachable(HerdrUnreachable.Why.MACHINE, e.getMessage(), e);
	}

	/** The socket path herdr gave on the machine's present connection, or null. */
	private String knownSocketPath() {
		long generation = exec.sockets().generation();
		synchronized (this) {
			return generation == socketGeneration ? socketPath : null;
		}
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
		String listing = listSessions();
		SessionInfo info;
		try {
			info = SessionInfo.parseList(listing).get(session);
		} catch (RuntimeException e) {
			throw new HerdrBadReply(exec.target(), "session list", listing, e);
		}
		// read after the listing, which may have made the connection it belongs to
		long generation = exec.sockets().generation();
		synchronized (this) {
			socketPath = info == null ? null : info.socketPath();
			socketGeneration = generation;
		}
		return info;
	}

	private String listSessions() throws HerdrException, InterruptedException {
		return output(argv("session", "list", "--json"), "session list", "herdr session list");
	}

	/**
	 * A one-shot command's whole stdout, once it exited 0 within the timeout.
	 *
	 * @param what how herdr's errors name the command
	 * @param described how the message of a broken read names it
	 */
	private String output(List<String> argv, String what, String described) throws HerdrException, InterruptedException {
		Run run;
		try {
			run = exec.run(argv);
		} catch (ExecException e) {
			throw machineUnreachable(e);
		}
		try {
			String output = run.readAllWithin(timeout);
			if (!run.awaitExit(timeout) || run.exitStatus().orElse(-1) != 0) {
				throw new HerdrBadReply(exec.target(), what,
						"exit " + run.exitStatus().orElse(-1) + ": " + String.join("\n", run.stderrTail()), null);
			}
			return output;
		} catch (TimeoutException e) {
			throw new HerdrTimeout(exec.target(), what, HerdrTimeout.Kind.READ, true, timeout);
		} catch (IOException e) {
			throw new HerdrUnreachable(HerdrUnreachable.Why.MACHINE,
					described + " could not be read on " + exec.target() + ": " + e.getMessage(), e);
		}
	}

	/**
	 * The home folder on the session's machine, absolute. herdr takes a cwd verbatim, so a "~"
	 * sent to it would be a folder named ~: Ovvi resolves it as a shell there would. Asked once.
	 */
	public String homeFolder() throws HerdrException, InterruptedException {
		String known = home;
		if (known != null) {
			return known;
		}
		String printed = output(PRINT_HOME, "home folder", "the home folder");
		if (!printed.startsWith("/")) {
			throw new HerdrBadReply(exec.target(), "home folder", printed, null);
		}
		home = printed;
		return printed;
	}
}
