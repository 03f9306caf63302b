package ovvi.sim.server;

import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ovvi.sim.vt.Screen;

/** A real process on a real PTY, whose output feeds the pane's screen. */
public final class PaneProcess {

	/** How long a child may take from its fork to its exec. */
	private static final long EXEC_PATIENCE_NANOS = 2_000_000_000L;
	private static final long KILL_GRACE_MS = 2000;
	private static final String ENV = "/usr/bin/env";
	/** How many bytes may wait for a program that does not read its input. */
	static final long MAX_PENDING_BYTES = 4 << 20;

	private final PtyProcess pty;
	private final OutputStream toPty;
	private final java.util.ArrayDeque<byte[]> pending = new java.util.ArrayDeque<>();
	private long pendingBytes;
	private Thread writer;
	final Screen screen;
	/** The last cell size a client sent, in pixels; 0 until one did. */
	private int cellWidthPx;
	private int cellHeightPx;

	private PaneProcess(PtyProcess pty, Screen screen) {
		this.pty = pty;
		this.toPty = pty.getOutputStream();
		this.screen = screen;
	}

	/**
	 * Starts argv in cwd (falling back to home when cwd is not a directory, as herdr's spawn does).
	 *
	 * @param onExit runs on a virtual thread once the output is drained and the process is gone
	 */
	static PaneProcess start(List<String> argv, String cwd, String home, Map<String, String> env, int cols, int rows,
			Runnable onExit) throws IOException {
		String dir = cwd != null && Files.isDirectory(Path.of(cwd)) ? cwd
				: home != null && Files.isDirectory(Path.of(home)) ? home : "/";
		PtyProcess pty = new PtyProcessBuilder(withDefaultSignals(argv))
				.setEnvironment(env)
				.setDirectory(dir)
				.setInitialColumns(cols)
				.setInitialRows(rows)
				.setRedirectErrorStream(true)
				.start();
		awaitExec(pty.pid());
		PaneProcess[] self = new PaneProcess[1];
		Screen screen = new Screen(cols, rows, reply -> self[0].writeQuietly(reply));
		self[0] = new PaneProcess(pty, screen);
		// pty4j reads block in native code, which would pin a virtual thread's carrier: a platform thread each
		Thread.ofPlatform().daemon().stackSize(256 * 1024).name("pty-" + pty.pid()).start(() -> self[0].pump(onExit));
		return self[0];
	}

	/**
	 * herdr's portable-pty sets the child's signal dispositions to their defaults before its exec;
	 * pty4j does not, and an ignored signal stays ignored across exec: a server started under
	 * nohup would give every shell an ignored SIGHUP, and closing a pane would end nothing.
	 * coreutils' env resets them and execs the program in the same process (the pid stays).
	 */
	private static String[] withDefaultSignals(List<String> argv) {
		List<String> all = new java.util.ArrayList<>(List.of(ENV, "--default-signal", "--"));
		all.addAll(argv);
		return all.toArray(new String[0]);
	}

	/**
	 * herdr's spawn returns once the child has exec'd; pty4j may return right after the fork, while
	 * the child still runs this JVM's image in this JVM's folder, so a pane's cwd or argv read at
	 * once would be ours. Waits, briefly, until the child's image is its own.
	 */
	private static void awaitExec(long pid) {
		Path ours = Path.of("/proc/self/exe");
		Path child = Path.of("/proc", Long.toString(pid), "exe");
		long deadline = System.nanoTime() + EXEC_PATIENCE_NANOS;
		try {
			Path jvm = ours.toRealPath();
			Path env = Path.of(ENV).toRealPath();
			Path image;
			while (System.nanoTime() < deadline && ((image = child.toRealPath()).equals(jvm) || image.equals(env))) {
				java.util.concurrent.locks.LockSupport.parkNanos(100_000); // the exec comes within microseconds
			}
		} catch (IOException gone) {
			// the child exited already (an exec failure): its exit is reported as usual
		}
	}

	private void pump(Runnable onExit) {
		byte[] buf = new byte[16384];
		try (InputStream in = pty.getInputStream()) {
			int n;
			while ((n = in.read(buf)) > 0) {
				screen.feed(buf, n);
			}
		} catch (IOException e) {
			// EIO when the slave side closes: the process is gone
		}
		try {
			pty.waitFor();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		onExit.run();
	}

	public long pid() {
		return pty.pid();
	}

	/**
	 * Queues bytes for the PTY. A program that stops reading its input must not stall the server,
	 * so writes go through a queue and its own thread; a queue past its limit refuses more input,
	 * as herdr's PTY write queue does (pane_send_failed).
	 */
	public void write(byte[] bytes) throws IOException {
		synchronized (pending) {
			if (pendingBytes + bytes.length > MAX_PENDING_BYTES) {
				throw new IOException("PTY write queue is full");
			}
			if (writer == null) {
				writer = Thread.ofPlatform().daemon().stackSize(256 * 1024).name("pty-writer-" + pty.pid())
						.start(this::drain);
			}
			pending.add(bytes);
			pendingBytes += bytes.length;
			pending.notifyAll();
		}
	}

	private void drain() {
		try {
			while (true) {
				byte[] next;
				synchronized (pending) {
					while (pending.isEmpty()) {
						pending.wait();
					}
					next = pending.peek();
				}
				toPty.write(next);
				toPty.flush();
				synchronized (pending) {
					pending.poll();
					pendingBytes -= next.length;
				}
			}
		} catch (IOException | InterruptedException e) {
			// the PTY closed: the process is gone or going
		}
	}

	private void writeQuietly(byte[] bytes) {
		try {
			write(bytes);
		} catch (IOException e) {
			// the process went away; nothing to answer
		}
	}

	public void resize(int cols, int rows) {
		resize(cols, rows, 0, 0);
	}

	/**
	 * A new grid, and the client's cell size in pixels (0 keeps the last one, as PROTOCOL.md's
	 * terminal.resize says): the PTY's window size carries the grid's pixels, which programs that
	 * draw images read (TIOCGWINSZ's xpixel and ypixel).
	 */
	public synchronized void resize(int cols, int rows, int cellWidthPx, int cellHeightPx) {
		boolean gridChanged = cols != screen.cols() || rows != screen.rows();
		boolean cellChanged = cellWidthPx > 0 && cellWidthPx != this.cellWidthPx
				|| cellHeightPx > 0 && cellHeightPx != this.cellHeightPx;
		if (!gridChanged && !cellChanged) {
			return;
		}
		if (cellWidthPx > 0) {
			this.cellWidthPx = cellWidthPx;
		}
		if (cellHeightPx > 0) {
			this.cellHeightPx = cellHeightPx;
		}
		if (gridChanged) {
			screen.resize(cols, rows);
		}
		if (pty.isAlive()) {
			// a window size holds 16 bits a side
			PtyWindowSize.set(pty, cols, rows, Math.min(65535, cols * this.cellWidthPx), Math.min(65535, rows * this.cellHeightPx));
		}
	}

	/**
	 * Ends the terminal as closing herdr's PTY does: the master side closes, so the kernel hangs
	 * the terminal up (SIGHUP to the shell and the foreground programs). A shell that outlives the
	 * grace period is killed by its pid, never by process group (pty4j's destroy() would killpg).
	 */
	public void kill() {
		synchronized (pending) {
			if (writer != null) {
				writer.interrupt();
			}
		}
		try {
			pty.getOutputStream().close();
			pty.getInputStream().close();
		} catch (IOException e) {
			// already closed
		}
		ProcessHandle.of(pty.pid()).ifPresent(shell -> shell.onExit()
				.orTimeout(KILL_GRACE_MS, TimeUnit.MILLISECONDS)
				.exceptionally(timeout -> {
					shell.destroyForcibly();
					return shell;
				}));
	}
}
