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

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		runs.add(List.copyOf(argv));
		return super.run(kind, argv);
	}
}
