package ovvi.git;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.ForwardingExec;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;

/** A machine that records every command asked of it, so tests count the processes. */
public final class CountingExec extends ForwardingExec {

	private final List<List<String>> runs = new CopyOnWriteArrayList<>();
	private volatile Predicate<List<String>> held = argv -> false;
	private volatile java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(0);

	public CountingExec(Exec machine) {
		super(machine);
	}

	static Predicate<List<String>> status() {
		return argv -> argv.contains("status");
	}

	static Predicate<List<String>> revParse() {
		return argv -> argv.contains("rev-parse");
	}

	public static Predicate<List<String>> perl() {
		return argv -> argv.getFirst().equals("perl");
	}

	/** Status runs for one root. */
	static Predicate<List<String>> status(java.nio.file.Path root) {
		return argv -> argv.contains("status") && argv.contains(root.toString());
	}

	/** Every run about one root: its status runs and its rev-parse. */
	static Predicate<List<String>> at(java.nio.file.Path root) {
		return argv -> argv.contains(root.toString());
	}

	public long count(Predicate<List<String>> which) {
		return runs.stream().filter(which).count();
	}

	public long count() {
		return runs.size();
	}

	/** The runs that match start only once the gate opens, as on a slow machine. */
	void hold(Predicate<List<String>> which, java.util.concurrent.CountDownLatch until) {
		gate = until;
		held = which;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		runs.add(List.copyOf(argv));
		if (held.test(argv)) {
			try {
				gate.await();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new ExecException("interrupted while held");
			}
		}
		return super.run(kind, argv);
	}
}
