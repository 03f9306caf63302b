package ovvi.herdr.ssh;

import java.io.InputStream;
import java.io.OutputStream;
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
    private final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final CompletableFuture<Integer> exit = afterStderr(closed);

    ChannelRun(RunKind kind) {
        super(kind);
    }

    /** Takes the channel's streams; called before the channel connects, as JSch requires. */
    void streams(InputStream out, InputStream err, OutputStream in) {
        attach(out, err, in);
    }

    void started(ChannelExec started) {
        this.channel = started;
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
    public CompletableFuture<Integer> exit() {
        return exit;
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
