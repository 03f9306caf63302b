package ovvi.herdr.ssh;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import com.jcraft.jsch.ChannelExec;

import ovvi.herdr.exec.AbstractRun;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.VirtualThreads;

/** A run on a remote machine: one exec channel on the host's SSH connection. */
final class ChannelRun extends AbstractRun {

    private ChannelExec channel;
    private BufferedReader stdout;
    private InputStream stderr;
    private OutputStream stdin;
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final CompletableFuture<Integer> exit = afterStderr(closed);

    ChannelRun(RunKind kind) {
        super(kind);
    }

    /** Takes the channel's streams; called before the channel connects, as JSch requires. */
    void streams(InputStream out, InputStream err, OutputStream in) {
        this.stdout = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8));
        this.stderr = err;
        this.stdin = in;
    }

    void started(ChannelExec started) {
        this.channel = started;
        VirtualThreads.EXECUTOR.execute(() -> drainStderr(stderr));
        VirtualThreads.EXECUTOR.execute(this::awaitClose);
    }

    /**
     * JSch tells no one when a channel closes, so its state is looked at, quickly at first and then
     * every 100 ms for a long-lived stream.
     */
    private void awaitClose() {
        long pause = TimeUnit.MILLISECONDS.toNanos(1);
        while (!channel.isClosed()) {
            LockSupport.parkNanos(pause);
            pause = Math.min(pause * 2, TimeUnit.MILLISECONDS.toNanos(100));
        }
        closed.complete(channel.getExitStatus());
        channel.disconnect();
    }

    @Override
    public String readLine() throws IOException {
        return stdout.readLine();
    }

    @Override
    public String readAll() throws IOException {
        StringBuilder all = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n = stdout.read(buffer); n >= 0; n = stdout.read(buffer)) {
            all.append(buffer, 0, n);
        }
        return all.toString();
    }

    @Override
    public void write(String text) throws IOException {
        synchronized (stdin) {
            stdin.write(text.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        }
    }

    @Override
    public CompletableFuture<Integer> exit() {
        return exit;
    }

    @Override
    protected void closeStdin() {
        try {
            stdin.close();
        } catch (IOException e) {
            // The channel has gone; its stdin with it.
        }
    }

    /**
     * Closes the channel, as killing a local ssh client by its pid would: sshd closes the command's
     * pipes, and it ends at its next write. No SSH signal request is sent: OpenSSH delivers those
     * to the command's whole process group.
     */
    @Override
    protected void kill() {
        channel.disconnect();
        closed.complete(-1);
    }
}
