package ovvi.ui.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.ui.IWorkbenchWindow;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.write.Sessions;
import ovvi.testing.SimServer;
import ovvi.testing.TempHome;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * A session on the herdr simulator on this computer, in a temporary home, with a space in each
 * folder the test names (the first pane's shell starts there); its server is stopped and the
 * home removed at the end.
 */
final class SimSession implements AutoCloseable {

	final Path home;
	final HerdrSession herdr;
	private final Map<String, String> environment;

	SimSession(String session, Path... folders) throws Exception {
		this(session, null, folders);
	}

	/**
	 * A session whose machine has only these programs on its login shell's PATH (besides herdr),
	 * as a computer without git or without Perl. The simulator's herdr needs bash, env, dirname,
	 * readlink and sed; the server and its panes keep the whole PATH.
	 */
	static SimSession withOnly(String session, List<String> programs, Path... folders) throws Exception {
		return new SimSession(session, programs, folders);
	}

	private SimSession(String session, List<String> programs, Path... folders) throws Exception {
		home = Files.createTempDirectory(Path.of("/tmp"), "ovvi-ss");
		environment = TempHome.environment(home, "/bin/bash");
		environment.put("OVVI_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		String path = programs == null ? "$PATH" : tools(programs).toString();
		Files.writeString(home.resolve(".bash_profile"), "export PATH=\"" + SimServer.herdr().getParent() + ":" + path + "\"\n");
		herdr = new HerdrSession(LocalExec.start(environment), session);
		DetachedServer.start(herdr, environment, home.resolve("server.log"));
		for (Path folder : folders) {
			JsonObject params = new JsonObject();
			params.addProperty("cwd", folder.toString());
			herdr.call("workspace.create", params);
		}
	}

	/** A folder of links to the programs, found on the tests' own PATH. */
	private Path tools(List<String> programs) throws Exception {
		Path tools = Files.createDirectories(home.resolve("tools"));
		for (String program : programs) {
			Path found = Stream.of(environment.get("PATH").split(":")).map(folder -> Path.of(folder, program))
					.filter(Files::isExecutable).findFirst()
					.orElseThrow(() -> new IllegalStateException(program + " is not installed"));
			Files.createSymbolicLink(tools.resolve(program), found);
		}
		return tools;
	}

	/** The Perl watches of git this session's machine runs now (their HOME is the session's). */
	List<ProcessHandle> perlWatches() {
		return ProcessHandle.current().descendants()
				.filter(process -> process.info().commandLine().filter(line -> line.contains("perl") && line.contains("Time::HiRes")).isPresent())
				.filter(this::inHome).toList();
	}

	private boolean inHome(ProcessHandle process) {
		try {
			byte[] environ = Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "environ"));
			return List.of(new String(environ, StandardCharsets.UTF_8).split("\0")).contains("HOME=" + home);
		} catch (IOException gone) {
			return false; // it ended meanwhile
		}
	}

	/** Opens the session as a page of the window, in view. */
	SessionPage openIn(IWorkbenchWindow window) {
		return WindowPages.of(window).open(new Machine(Machine.THIS_COMPUTER, herdr.exec(), false), herdr);
	}

	@Override
	public void close() throws Exception {
		Sessions.stop(herdr);
		try (Stream<Path> files = Files.walk(home)) {
			files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}
}
