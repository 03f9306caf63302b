package ovvi.ui.tests;

import java.io.IOException;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.ForwardingExec;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;

/**
 * This computer, with the cards' control streams timed: when input is written to herdr's
 * {@code terminal session control} run and when its lines come back ({@link EchoStamps}). The
 * benchmark's way into the stream without a hook in the card.
 */
final class TimedExec extends ForwardingExec {

	private final EchoStamps stamps;

	TimedExec(Exec machine, EchoStamps stamps) {
		super(machine);
		this.stamps = stamps;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		Run run = super.run(kind, argv);
		return kind == RunKind.CONTROL_STREAM ? new TimedRun(run) : run;
	}

	private final class TimedRun implements Run {
		private final Run run;

		TimedRun(Run run) {
			this.run = run;
		}

		@Override
		public String readLine() throws IOException {
			String line = run.readLine();
			stamps.back();
			return line;
		}

		@Override
		public String readAll() throws IOException {
			return run.readAll();
		}

		@Override
		public void write(String text) throws IOException {
			run.write(text);
			stamps.sent();
		}

		@Override
		public CompletableFuture<Integer> exit() {
			return run.exit();
		}

		@Override
		public OptionalInt exitStatus() {
			return run.exitStatus();
		}

		@Override
		public List<String> stderrTail() {
			return run.stderrTail();
		}

		@Override
		public void onStderrLine(Consumer<String> listener) {
			run.onStderrLine(listener);
		}

		@Override
		public void end() {
			run.end();
		}

		@Override
		public void abort() {
			run.abort();
		}
	}
}
