package ovvi.ui.install;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.LocalExec;
import ovvi.herdr.install.HerdrInstaller;
import ovvi.model.HostConnection;
import ovvi.model.write.DemoSpaces;
import ovvi.model.write.Sessions;
import ovvi.ui.Messages;

/**
 * herdr on one machine: looks for it, installs it, and then either says where it is (this
 * computer's view) or goes on to the session of the page that found it missing (any machine,
 * over its SSH connection for a host). This computer's view also starts the demo session on the
 * simulator shipped with Ovvi. Each step is a Job; every state it reaches goes to the listener,
 * from the Job's thread.
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
	/** The page whose session goes on once herdr is there, or null for this computer's view. */
	private final HostConnection page;
	private final Supplier<String> installCommand;
	private final String simulator;
	private final Consumer<SetupState> listener;
	private final Duration missingRecheck;
	private volatile boolean closed;
	/** The last state told was Missing: only then is herdr looked for again. */
	private volatile boolean missing;
	/** guarded by rechecks (not this: machine() holds this while this computer's login shell starts) */
	private boolean rechecking;
	private final Object rechecks = new Object();
	/** guarded by this; this computer's is started on first need, as its login shell takes a while */
	private Exec machine;

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
		this(Map.copyOf(environment), null, installCommand, simulator, listener, missingRecheck);
	}

	/**
	 * herdr on the machine of a page whose session found it missing: once herdr is there, the
	 * session is started (as Open Session starts it) and read again, so the page shows it.
	 */
	public HerdrSetup(HostConnection page, Supplier<String> installCommand, Consumer<SetupState> listener) {
		this(page, installCommand, listener, MISSING_RECHECK);
	}

	/** @param missingRecheck how long after a lookup that found no herdr the next one runs */
	public HerdrSetup(HostConnection page, Supplier<String> installCommand, Consumer<SetupState> listener,
			Duration missingRecheck) {
		this(Map.of(), page, installCommand, null, listener, missingRecheck);
		machine = page.herdr().exec();
	}

	private HerdrSetup(Map<String, String> environment, HostConnection page, Supplier<String> installCommand,
			String simulator, Consumer<SetupState> listener, Duration missingRecheck) {
		this.missingRecheck = missingRecheck;
		this.environment = environment;
		this.page = page;
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
		schedule(Messages.Setup_looking, () -> {
			String herdr;
			try {
				herdr = machine().herdr();
			} catch (ExecException unreachable) {
				// a host that cannot be reached says nothing about herdr: its reason, and Try Again
				tell(() -> new SetupState.Failed(List.of(), unreachable.getMessage()));
				return;
			}
			if (herdr != null) {
				found(herdr);
			} else {
				tell(() -> missing(null));
			}
		});
	}

	/** One lookup at a time, after the delay, while the page says Missing; it changes only when herdr is found. */
	private void checkAgainLater() {
		schedule(Messages.Setup_lookingAgain, missingRecheck, () -> {
			synchronized (rechecks) {
				if (closed || !missing) {
					rechecking = false;
					return;
				}
			}
			String herdr;
			try {
				// the locator keeps its own answer for 30 s; this schedule already waited
				machine().forgetHerdr();
				herdr = machine().herdr();
			} catch (ExecException unreachable) {
				// the page keeps its Install herdr; the next lookup asks the host again
				LOG.info("herdr could not be looked up again: " + unreachable.getMessage());
				herdr = null;
			}
			if (herdr != null && missing) {
				found(herdr);
			} else {
				checkAgainLater();
			}
		});
	}

	/** Runs the install command; Try Again runs it again. */
	public void install() {
		String command = installCommand.get();
		say(new SetupState.Installing(""));
		schedule(Messages.Setup_installing, () -> {
			HerdrInstaller.Outcome outcome = new HerdrInstaller(machine()).install(command,
					line -> tell(() -> new SetupState.Installing(line)));
			switch (outcome) {
			case HerdrInstaller.Outcome.Installed installed -> found(installed.herdrPath());
			case HerdrInstaller.Outcome.Failed failed -> tell(() -> new SetupState.Failed(failed.lastLines(), failed.reason()));
			}
		});
	}

	/**
	 * herdr is there: this computer's view says where; a page's session is started, as Open
	 * Session starts it, and read at once, so the page leaves "not installed" for the session.
	 */
	private void found(String herdr) throws InterruptedException {
		if (page == null) {
			tell(() -> new SetupState.Found(herdr));
			return;
		}
		tell(() -> new SetupState.Connecting(herdr));
		try {
			Sessions.open(page.herdr());
			page.readNow();
		} catch (HerdrException e) {
			tell(() -> new SetupState.Failed(List.of(), NLS.bind(Messages.Setup_sessionDidNotStart,
					new Object[] { herdr, page.herdr().name(), page.herdr().exec().target(), e.getMessage() })));
		}
	}

	/**
	 * Starts the demo session's server on the simulator, in this computer's environment; a server
	 * it starts gets the demo's spaces, whose scripted agents work, ask and finish.
	 */
	public void startDemo() {
		if (simulator == null) {
			say(missing(noSimulator()));
			return;
		}
		say(new SetupState.DemoStarting());
		schedule(Messages.Setup_startingDemo, () -> {
			// the simulator runs on the Java that runs Ovvi, whatever the login shell's PATH holds
			Map<String, String> demoEnvironment = new HashMap<>(environment);
			demoEnvironment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
			HerdrSession demo = new HerdrSession(new DemoExec(LocalExec.start(demoEnvironment), simulator), DEMO_SESSION);
			// the scripted agents its panes run ship beside the simulator
			DemoSpaces contents = new DemoSpaces(Path.of(simulator).resolveSibling("demo-agent").toString());
			try {
				// a server it starts gets its first spaces, as Open Session's do: the demo's are its projects
				Sessions.open(demo, DEMO_START, contents);
				tell(() -> new SetupState.DemoRunning(demo, contents.problem()));
			} catch (HerdrException e) {
				LOG.log(Status.warning("the demo session did not start", e));
				tell(() -> missing(NLS.bind(Messages.Setup_demoDidNotStart, e.getMessage())));
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
		if (page != null) {
			// the demo runs on this computer's simulator: a page's machine offers only the install
			return new SetupState.Missing(installCommand.get(), false, null);
		}
		return new SetupState.Missing(installCommand.get(), simulator != null,
				demoProblem != null || simulator != null ? demoProblem : noSimulator());
	}

	private static String noSimulator() {
		return NLS.bind(Messages.Setup_noSimulator, SIMULATOR_PROPERTY);
	}

	private synchronized Exec machine() throws InterruptedException {
		if (machine == null) {
			machine = LocalExec.start(environment);
		}
		return machine;
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
