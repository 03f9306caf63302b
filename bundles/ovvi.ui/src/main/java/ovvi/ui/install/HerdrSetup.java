package ovvi.ui.install;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.install.HerdrInstaller;
import ovvi.model.write.Sessions;

/**
 * herdr on this computer: looks for it, installs it, or starts the demo session on the simulator
 * shipped with Ovvi. Each step is a Job; every state it reaches goes to the listener, from the
 * Job's thread.
 */
public final class HerdrSetup {

	/** The system property naming the simulator's herdr; the launch script sets it to {@code <product>/sim/bin/herdr}. */
	public static final String SIMULATOR_PROPERTY = "ovvi.sim.herdr";
	public static final String DEMO_SESSION = "demo";
	static final Duration DEMO_START = Duration.ofSeconds(30);
	/** While herdr is missing, the login shell is asked again this often, so a herdr installed in a terminal is found. */
	public static final Duration MISSING_RECHECK = Duration.ofSeconds(30);

	private static final ILog LOG = ILog.of(HerdrSetup.class);

	private final Map<String, String> environment;
	private final Supplier<String> installCommand;
	private final String simulator;
	private final Consumer<SetupState> listener;
	private final Duration missingRecheck;
	private volatile boolean closed;
	/** The last state told was Missing: only then is herdr looked for again. */
	private volatile boolean missing;
	/** guarded by rechecks (not this: computer() holds this while the login shell starts) */
	private boolean rechecking;
	private final Object rechecks = new Object();
	private LocalExec computer;

	/**
	 * @param environment Ovvi's own environment ({@code System.getenv()}); its $SHELL is the login shell asked
	 * @param installCommand read when an install starts, so a changed preference counts
	 * @param simulator the simulator's herdr, or null when this installation has none
	 */
	public HerdrSetup(Map<String, String> environment, Supplier<String> installCommand, String simulator,
			Consumer<SetupState> listener) {
		this(environment, installCommand, simulator, listener, MISSING_RECHECK);
	}

	/** @param missingRecheck how long after a lookup that found no herdr the next one runs */
	public HerdrSetup(Map<String, String> environment, Supplier<String> installCommand, String simulator,
			Consumer<SetupState> listener, Duration missingRecheck) {
		this.missingRecheck = missingRecheck;
		this.environment = Map.copyOf(environment);
		this.installCommand = installCommand;
		this.simulator = simulator;
		this.listener = listener;
	}

	/** The simulator named by {@value #SIMULATOR_PROPERTY}, or null when it is unset or not there. */
	public static String shippedSimulator() {
		String path = System.getProperty(SIMULATOR_PROPERTY);
		return path != null && Files.isExecutable(Path.of(path)) ? path : null;
	}

	/** Asks the login shell for herdr, and again every {@link #MISSING_RECHECK} while it finds none. */
	public void check() {
		say(new SetupState.Checking());
		schedule("Looking for herdr", () -> {
			String herdr = computer().herdr();
			tell(() -> herdr != null ? new SetupState.Found(herdr) : missing(null));
		});
	}

	/** One lookup at a time, after the delay, while the page says Missing; it changes only when herdr is found. */
	private void checkAgainLater() {
		schedule("Looking for herdr again", missingRecheck, () -> {
			synchronized (rechecks) {
				if (closed || !missing) {
					rechecking = false;
					return;
				}
			}
			// the locator keeps its own answer for 30 s; this schedule already waited
			computer().forgetHerdr();
			String herdr = computer().herdr();
			if (herdr != null && missing) {
				tell(() -> new SetupState.Found(herdr));
			} else {
				checkAgainLater();
			}
		});
	}

	/** Runs the install command; Try Again runs it again. */
	public void install() {
		String command = installCommand.get();
		say(new SetupState.Installing(""));
		schedule("Installing herdr", () -> {
			HerdrInstaller.Outcome outcome = new HerdrInstaller(computer()).install(command,
					line -> tell(() -> new SetupState.Installing(line)));
			tell(() -> switch (outcome) {
			case HerdrInstaller.Outcome.Installed installed -> new SetupState.Found(installed.herdrPath());
			case HerdrInstaller.Outcome.Failed failed -> new SetupState.Failed(failed.lastLines(), failed.reason());
			});
		});
	}

	/** Starts the demo session's server on the simulator, in this computer's environment. */
	public void startDemo() {
		if (simulator == null) {
			say(missing(noSimulator()));
			return;
		}
		say(new SetupState.DemoStarting());
		schedule("Starting the demo session", () -> {
			// the simulator runs on the Java that runs Ovvi, whatever the login shell's PATH holds
			Map<String, String> demoEnvironment = new HashMap<>(environment);
			demoEnvironment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
			HerdrSession demo = new HerdrSession(new DemoExec(LocalExec.start(demoEnvironment), simulator), DEMO_SESSION);
			try {
				// a server it starts gets its first space, as Open Session's do
				Sessions.open(demo, DEMO_START);
				tell(() -> new SetupState.DemoRunning(demo));
			} catch (HerdrException e) {
				LOG.log(Status.warning("the demo session did not start", e));
				tell(() -> missing("The demo session did not start: " + e.getMessage()));
			}
		});
	}

	/** The page went: what its jobs still find is dropped, and nothing more is read (preferences stop with the workbench). */
	public void close() {
		closed = true;
	}

	/** Tells the listener a job's result, made only while the page is there. */
	private void tell(Supplier<SetupState> state) {
		if (!closed) {
			say(state.get());
		}
	}

	/** Tells the listener; a Missing page starts the lookups that find a herdr installed meanwhile. */
	private void say(SetupState next) {
		boolean startRechecks;
		synchronized (rechecks) {
			missing = next instanceof SetupState.Missing;
			startRechecks = missing && !rechecking;
			rechecking |= startRechecks;
		}
		if (startRechecks) {
			checkAgainLater();
		}
		listener.accept(next);
	}

	private SetupState.Missing missing(String demoProblem) {
		return new SetupState.Missing(installCommand.get(), simulator != null,
				demoProblem != null || simulator != null ? demoProblem : noSimulator());
	}

	private static String noSimulator() {
		return "This installation of Ovvi has no herdr simulator for a demo (the system property "
				+ SIMULATOR_PROPERTY + " names none).";
	}

	private synchronized LocalExec computer() throws InterruptedException {
		if (computer == null) {
			computer = LocalExec.start(environment);
		}
		return computer;
	}

	private interface Step {
		void run() throws InterruptedException;
	}

	private void schedule(String name, Step step) {
		schedule(name, Duration.ZERO, step);
	}

	private void schedule(String name, Duration delay, Step step) {
		Job job = Job.create(name, monitor -> {
			try {
				step.run();
				return Status.OK_STATUS;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
		});
		job.setPriority(Job.LONG);
		job.schedule(delay.toMillis());
	}
}
