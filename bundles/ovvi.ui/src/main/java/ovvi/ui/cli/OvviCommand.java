package ovvi.ui.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URL;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.jar.Manifest;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.ssh.SshHosts;
import ovvi.herdr.ssh.SshSettings;

/**
 * The {@code ovvi} command's own part, run by the launch script in a plain JVM before Ovvi's
 * workbench (no OSGi, so it answers in a fraction of Ovvi's start): {@code --help},
 * {@code --version}, {@code --install-desktop-entry}, the check of its argument, and the
 * hand-over of that argument to an Ovvi that runs already. Its exit status tells the script what
 * to do next.
 */
public final class OvviCommand {

	public static final int DONE = 0;
	public static final int BAD_ARGUMENT = 2;
	public static final int NOT_TAKEN = 4;
	/** No Ovvi runs: the script starts one with the same arguments. */
	public static final int START_OVVI = 10;
	/** How long a running Ovvi may take to answer a hand-over. */
	private static final Duration PATIENCE = Duration.ofSeconds(10);

	private static final String USAGE = """
			Usage: ovvi [SESSION | [USER@]HOST[:PORT][/SESSION] | FOLDER]

			Opens Ovvi, the desktop client for herdr, or hands the argument to the Ovvi that runs.
			  SESSION                      a herdr session of this computer (started if it is stopped)
			  [USER@]HOST[:PORT][/SESSION] a herdr session on an SSH host (the host's "default" session
			                               without /SESSION); HOST may be a Host of ~/.ssh/config
			  FOLDER                       a new space in that folder, in the session in view when it is
			                               on this computer, else in this computer's default session;
			                               a path that starts with /, . or ~ (./NAME for a folder NAME)

			Options:
			  --help                       this text
			  --version                    Ovvi's version
			  --install-desktop-entry      adds Ovvi to the desktop's applications (~/.local/share)

			Exit status: 0 done, 2 a bad argument, 4 the running Ovvi did not take it.
			""";

	/** The system property in which the launch script names itself: for the desktop entry, and to restart. */
	public static final String LAUNCHER_PROPERTY = "ovvi.launcher";

	private final Map<String, String> environment;
	private final Path workingFolder;
	private final PrintStream out;
	private final PrintStream err;

	public OvviCommand(Map<String, String> environment, Path workingFolder, PrintStream out, PrintStream err) {
		this.environment = environment;
		this.workingFolder = workingFolder;
		this.out = out;
		this.err = err;
	}

	public static void main(String[] arguments) throws InterruptedException {
		OvviCommand command = new OvviCommand(System.getenv(), Path.of("").toAbsolutePath(), System.out, System.err);
		System.exit(command.run(List.of(arguments), System.getProperty(InstanceSocket.PROPERTY),
				System.getProperty(LAUNCHER_PROPERTY, "")));
	}

	/**
	 * @param socket where a running Ovvi listens, as the launcher names it
	 * @param launcher the launch script's path
	 */
	public int run(List<String> arguments, String socket, String launcher) throws InterruptedException {
		List<String> targets = new ArrayList<>();
		for (String argument : arguments) {
			if (argument.startsWith("-") && !argument.startsWith("--") && !argument.equals("-h")) {
				break; // from here on, options of the Eclipse platform and the workbench, which they read
			}
			switch (argument) {
			case "--help", "-h" -> {
				out.print(USAGE);
				return DONE;
			}
			case "--version" -> {
				out.println("Ovvi " + version());
				return DONE;
			}
			case "--install-desktop-entry" -> {
				return installDesktopEntry(Path.of(launcher));
			}
			default -> {
				if (argument.startsWith("--")) {
					return bad("unknown option " + argument + " (ovvi --help lists them)");
				}
				targets.add(argument);
			}
			}
		}
		if (targets.size() > 1) {
			return bad("one session, host or folder at a time; given " + targets.size() + ": " + String.join(" ", targets));
		}
		OpenTarget target;
		try {
			target = targets.isEmpty() ? new OpenTarget.Window() : OpenTarget.parse(targets.get(0), workingFolder, home());
		} catch (OpenTarget.Invalid invalid) {
			return bad(invalid.getMessage());
		}
		if (target instanceof OpenTarget.Remote remote) {
			String unknown = unknownHost(remote.host());
			if (unknown != null) {
				return bad(unknown);
			}
		}
		if (socket == null || socket.isEmpty()) {
			return START_OVVI;
		}
		try {
			return InstanceSocket.handOver(Path.of(socket), target, PATIENCE) ? DONE : START_OVVI;
		} catch (IOException refused) {
			err.println("ovvi: " + refused.getMessage());
			return NOT_TAKEN;
		}
	}

	/** Why the host cannot be reached by its name, or null when its name resolves. */
	private String unknownHost(String typed) {
		String name;
		try {
			name = SshHosts.hostName(SshSettings.of(home(), environment), typed);
		} catch (ExecException config) {
			return config.getMessage();
		}
		try {
			InetAddress.getAllByName(name);
			return null;
		} catch (UnknownHostException unknown) {
			return "unknown host " + name + (name.equals(typed) ? "" : " (the SSH config's name for " + typed + ")");
		}
	}

	private int installDesktopEntry(Path launcher) {
		try {
			DesktopEntry.Installed installed = DesktopEntry.install(launcher, dataHome());
			out.println("Ovvi is in the desktop's applications: " + installed.entry() + ", icon " + installed.icon());
			return DONE;
		} catch (IOException failed) {
			err.println("ovvi: cannot install the desktop entry: " + failed.getMessage());
			return NOT_TAKEN;
		}
	}

	private int bad(String message) {
		err.println("ovvi: " + message);
		return BAD_ARGUMENT;
	}

	private Path home() {
		return Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")));
	}

	private Path dataHome() {
		String data = environment.get("XDG_DATA_HOME");
		return data == null || data.isEmpty() ? home().resolve(".local/share") : Path.of(data);
	}

	/** The Bundle-Version of Ovvi's workbench bundle, whose jar holds this class. */
	static String version() {
		try {
			for (URL url : Collections.list(OvviCommand.class.getClassLoader().getResources("META-INF/MANIFEST.MF"))) {
				try (InputStream in = url.openStream()) {
					var attributes = new Manifest(in).getMainAttributes();
					String name = attributes.getValue("Bundle-SymbolicName");
					if (name != null && name.startsWith("ovvi.ui;")) {
						return attributes.getValue("Bundle-Version");
					}
				}
			}
		} catch (IOException unreadable) {
			return "(unknown: " + unreadable.getMessage() + ")";
		}
		return "(unknown)";
	}
}
