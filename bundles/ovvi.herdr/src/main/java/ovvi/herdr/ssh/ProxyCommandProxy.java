package ovvi.herdr.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.jcraft.jsch.Proxy;
import com.jcraft.jsch.SocketFactory;

/**
 * ProxyCommand: the SSH connection runs over the stdin and stdout of the user's command.
 *
 * <p>The command is the user's own shell text from their config, so it runs as OpenSSH runs it:
 * {@code /bin/sh -c "exec <command>"} with its % tokens substituted, unquoted, exactly as ssh
 * substitutes them. The substituted values are the target's, never text from a remote machine.
 * Its stderr is kept: when the connection fails, its last lines are the reason.
 */
final class ProxyCommandProxy implements Proxy {

	private static final int KEPT_LINES = 10;

	private final String command;
	private final Tokens tokens;
	private Process process;
	private final Deque<String> stderr = new ArrayDeque<>();
	private Thread stderrReader;

	ProxyCommandProxy(String command, Tokens tokens) {
		this.command = command;
		this.tokens = tokens;
	}

	@Override
	public void connect(SocketFactory socketFactory, String host, int port, int timeout) throws Exception {
		String expanded;
		try {
			expanded = tokens.expand(command);
		} catch (IllegalArgumentException e) {
			throw new SshException(SshException.Reason.CONFIG, "the ProxyCommand in your SSH config (" + command + ") cannot be run: "
					+ e.getMessage(), null, e);
		}
		try {
			process = new ProcessBuilder(List.of("/bin/sh", "-c", "exec " + expanded)).start();
		} catch (IOException e) {
			throw new SshException(SshException.Reason.UNREACHABLE, "the ProxyCommand " + expanded + " could not start: " + e.getMessage(), null, e);
		}
		InputStream errors = process.getErrorStream();
		// a platform thread, as every pipe reader of Ovvi's (a blocked read holds a virtual
		// thread's carrier): with a virtual one, a loaded run once reported the command's exit
		// "without a word on stderr" 61 ms after it wrote its line
		stderrReader = Thread.ofPlatform().daemon().name("ovvi-proxy-stderr").start(() -> keep(errors));
	}

	private void keep(InputStream errors) {
		try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(errors, StandardCharsets.UTF_8))) {
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				synchronized (stderr) {
					stderr.addLast(line);
					if (stderr.size() > KEPT_LINES) {
						stderr.removeFirst();
					}
				}
			}
		} catch (IOException e) {
			// the command ended; what it said is kept
		}
	}

	/**
	 * Why the connection through the command failed, when the command ended: its exit status and
	 * the last lines it wrote to stderr. Null while it still runs.
	 */
	String failure() throws InterruptedException {
		if (process == null || !process.waitFor(2, TimeUnit.SECONDS)) {
			return null;
		}
		stderrReader.join(TimeUnit.SECONDS.toMillis(5));
		String said;
		synchronized (stderr) {
			said = String.join(" / ", stderr);
		}
		return "the ProxyCommand " + command + " ended (exit " + process.exitValue() + ")"
				+ (said.isBlank() ? " without a word on stderr" : ": " + said);
	}

	@Override
	public InputStream getInputStream() {
		return process.getInputStream();
	}

	@Override
	public OutputStream getOutputStream() {
		return process.getOutputStream();
	}

	@Override
	public Socket getSocket() {
		return null;
	}

	/** Closing its stdin ends a well-behaved command; one that stays is ended by its pid, without waiting here. */
	@Override
	public void close() {
		if (process == null) {
			return;
		}
		try {
			process.getOutputStream().close();
		} catch (IOException e) {
			// already closed
		}
		Process running = process;
		running.onExit().completeOnTimeout(running, 2, TimeUnit.SECONDS).thenRun(running::destroy);
	}
}
