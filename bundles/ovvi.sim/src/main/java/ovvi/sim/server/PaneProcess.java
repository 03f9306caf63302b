package ovvi.sim.server;

import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import com.pty4j.WinSize;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ovvi.sim.vt.Screen;

/** A real process on a real PTY, whose output feeds the pane's screen. */
public final class PaneProcess {

    /** How long a child may take from its fork to its exec. */
    private static final long EXEC_PATIENCE_NANOS = 2_000_000_000L;

    private final PtyProcess pty;
    private final OutputStream toPty;
    final Screen screen;

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
        PtyProcess pty = new PtyProcessBuilder(argv.toArray(new String[0]))
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
            while (System.nanoTime() < deadline && jvm.equals(child.toRealPath())) {
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

    public boolean isAlive() {
        return pty.isAlive();
    }

    public synchronized void write(byte[] bytes) throws IOException {
        toPty.write(bytes);
        toPty.flush();
    }

    private void writeQuietly(byte[] bytes) {
        try {
            write(bytes);
        } catch (IOException e) {
            // the process went away; nothing to answer
        }
    }

    public void resize(int cols, int rows) {
        if (cols == screen.cols() && rows == screen.rows()) {
            return;
        }
        screen.resize(cols, rows);
        if (pty.isAlive()) {
            pty.setWinSize(new WinSize(cols, rows));
        }
    }

    /** Ends the process by its pid; the PTY hangup reaches the programs it started. */
    public void kill() {
        pty.destroy();
    }
}
