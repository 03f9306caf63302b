package ovvi.herdr.exec;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/** A run as a child process of this computer: a local command, or an {@code ssh} client that runs one on a host. */
public final class ProcessRun extends AbstractRun {

	private final Process process;
	private final CompletableFuture<Integer> exit;

	public ProcessRun(RunKind kind, Process process) {
		super(kind);
		this.process = process;
		attach(process.getInputStream(), process.getErrorStream(), process.getOutputStream());
		this.exit = afterStderr(process.onExit().thenApply(Process::exitValue));
	}

	/** The processes this run started, for tests that check none is left behind. */
	List<ProcessHandle> descendants() {
		return process.descendants().toList();
	}

	@Override
	public CompletableFuture<Integer> exit() {
		return exit;
	}

	@Override
	protected void kill() {
		// Process.destroyForcibly sends SIGKILL to this pid alone, never to a process group.
		process.destroyForcibly();
	}
}
