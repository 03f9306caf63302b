package ovvi.herdr.ssh;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import com.jcraft.jsch.ChannelExec;

import ovvi.herdr.exec.AbstractRun;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.VirtualThreads;

/** A run on a remote machine: one exec channel on the host's SSH connection. */
final class ChannelRun extends AbstractRun {

	private ChannelExec channel;
	private Runnable freed;
	private final AtomicBoolean ended = new AtomicBoolean();
	private final CompletableFuture<Integer> closed = new CompletableFuture<>();
	private final CompletableFuture<Integer> exit = afterStderr(closed);

	ChannelRun(RunKind kind) {
		super(kind);
	}

	void started(ExecChannel started) {
		attach(started.stdout(), started.stderr(), started.stdin());
		this.channel = started.channel();
		this.freed = started.closed();
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
		int status = channel.getExitStatus();
		channel.disconnect();
		end(status);
	}

	/** The connection's slot is given back before the exit is told, so a caller's next run may have it. */
	private void end(int status) {
		if (ended.compareAndSet(false, true)) {
			freed.run();
			closed.complete(status);
		}
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
		end(-1);
	}
}
