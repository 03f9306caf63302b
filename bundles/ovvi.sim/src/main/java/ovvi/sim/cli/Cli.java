package ovvi.sim.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import ovvi.sim.json.Json;
import ovvi.sim.server.Faults;
import ovvi.sim.server.HerdrServer;
import ovvi.sim.server.ServerConfig;
import ovvi.sim.server.SocketFiles;
import ovvi.sim.session.SessionName;
import ovvi.sim.session.SessionPaths;
import ovvi.sim.session.SimEnv;
import ovvi.sim.term.OsError;

/** The server, session and API commands of the simulator's herdr CLI (PROTOCOL.md §1, §5.1). */
final class Cli {

	private static final long STOP_WAIT_MS = 15_000;

	private final SimEnv env;
	private final SessionPaths paths;
	private final PrintStream out;
	private final PrintStream err;

	private Cli(SimEnv env, SessionPaths paths, PrintStream out, PrintStream err) {
		this.env = env;
		this.paths = paths;
		this.out = out;
		this.err = err;
	}

	static int run(List<String> args, SimEnv env, SessionPaths paths, PrintStream out, PrintStream err) {
		return new Cli(env, paths, out, err).dispatch(args);
	}

	private int dispatch(List<String> a) {
		String cmd = a.get(0);
		List<String> rest = a.subList(1, a.size());
		return switch (cmd) {
		case "server" -> server(rest);
		case "session" -> session(rest);
		case "api" -> rest.equals(List.of("snapshot")) ? apiCall("cli:api:snapshot", "session.snapshot", new JsonObject())
				: Main.usageError(err, "usage: herdr api snapshot");
		case "pane" -> pane(rest);
		default -> Main.usageError(err, "unknown command: " + cmd);
		};
	}

	// ---- server ----------------------------------------------------------------------------

	private int server(List<String> args) {
		if (args.equals(List.of("stop"))) {
			String failure = stop(paths, "server");
			if (failure != null) {
				err.println(failure);
				return 1;
			}
			return 0;
		}
		Faults faults = Faults.NONE;
		String version = ServerConfig.DEFAULT_VERSION;
		for (int i = 0; i < args.size(); i++) {
			if (args.get(i).equals("--sim-faults") && i + 1 < args.size()) {
				try {
					faults = Faults.parse(args.get(++i));
				} catch (RuntimeException e) {
					return Main.usageError(err, "invalid --sim-faults spec: " + e.getMessage());
				}
			} else {
				return Main.usageError(err, "unknown option for server: " + args.get(i));
			}
		}
		HerdrServer server = new HerdrServer(new ServerConfig(env, paths, version, faults));
		try {
			server.start();
		} catch (SocketFiles.AlreadyRunning e) {
			err.println("error: herdr server is already running");
			err.println("api socket: " + paths.apiSocket());
			return 1;
		} catch (IOException e) {
			err.println("error: " + e.getMessage());
			return 1;
		}
		Runtime.getRuntime().addShutdownHook(new Thread(server::close));
		try {
			server.awaitStop();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return 0;
	}

	/** Sends server.stop and waits until both sockets stop answering. @return failure text or null */
	private static String stop(SessionPaths p, String label) {
		try {
			ApiClient.call(p.apiSocket(), "cli:session:stop", "server.stop", new JsonObject());
		} catch (IOException e) {
			return label + " is not running or cannot be reached at " + p.apiSocket() + ": "
					+ OsError.describe(e, p.apiSocket());
		}
		long deadline = System.currentTimeMillis() + STOP_WAIT_MS;
		while (SocketFiles.isLive(p.apiSocket()) || SocketFiles.isLive(p.clientSocket())) {
			if (System.currentTimeMillis() > deadline) {
				return label + " did not stop within " + STOP_WAIT_MS + "ms; sockets are still reachable at "
						+ p.apiSocket();
			}
			try {
				Thread.sleep(20); // polling the OS for the sockets to disappear; nothing to await
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return label + " stop interrupted";
			}
		}
		return null;
	}

	// ---- session ---------------------------------------------------------------------------

	private int session(List<String> args) {
		if (args.isEmpty()) {
			return Main.usageError(err, "usage: herdr session <list|stop|delete|attach>");
		}
		boolean json = args.contains("--json");
		List<String> words = new ArrayList<>(args);
		words.remove("--json");
		switch (words.get(0)) {
		case "list" -> {
			if (words.size() != 1) {
				return Main.usageError(err, "usage: herdr session list [--json]");
			}
			return list(json);
		}
		case "stop" -> {
			if (words.size() != 2) {
				return Main.usageError(err, "usage: herdr session stop <name> [--json]");
			}
			return stopSession(words.get(1), json);
		}
		case "delete" -> {
			if (words.size() != 2) {
				return Main.usageError(err, "usage: herdr session delete <name> [--json]");
			}
			return delete(words.get(1), json);
		}
		default -> {
			return Main.usageError(err, "unknown session command: " + words.get(0));
		}
		}
	}

	private JsonObject info(String name) {
		SessionPaths p = SessionPaths.of(env, name);
		return Json.obj("name", name, "default", name.equals(SessionName.DEFAULT),
				"running", SocketFiles.isLive(p.apiSocket()), "socket_path", p.apiSocket().toString(),
				"session_dir", p.dataDir().toString());
	}

	private int list(boolean json) {
		List<String> names = new ArrayList<>();
		names.add(SessionName.DEFAULT);
		Path dir = SessionPaths.configDir(env).resolve("sessions");
		if (Files.isDirectory(dir)) {
			List<String> named = new ArrayList<>();
			try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, Files::isDirectory)) {
				for (Path p : s) {
					String n = p.getFileName().toString();
					if (SessionName.isValid(n) && !n.equals(SessionName.DEFAULT)) {
						named.add(n);
					}
				}
			} catch (IOException e) {
				err.println("error: " + e.getMessage());
				return 1;
			}
			named.sort(null);
			names.addAll(named);
		}
		JsonArray sessions = new JsonArray();
		names.forEach(n -> sessions.add(info(n)));
		if (json) {
			out.println(Json.write(Json.obj("sessions", sessions)));
		} else {
			out.println(String.format("%-20s %-8s %s %s", "name", "status", "directory", "socket"));
			for (var e : sessions) {
				JsonObject s = e.getAsJsonObject();
				out.println(String.format("%-20s %-8s %s %s", s.get("name").getAsString(),
						s.get("running").getAsBoolean() ? "running" : "stopped", s.get("session_dir").getAsString(),
						s.get("socket_path").getAsString()));
			}
		}
		return 0;
	}

	private int failJson(String code, String message) {
		err.println(Json.write(Json.obj("error", Json.obj("code", code, "message", message))));
		return 1;
	}

	private int stopSession(String name, boolean json) {
		if (!SessionName.isValid(name)) {
			return failJson("invalid_session_name", SessionName.problem(name));
		}
		String failure = stop(SessionPaths.of(env, name), "session " + name);
		if (failure != null) {
			return failJson("session_stop_failed", failure);
		}
		if (json) {
			out.println(Json.write(Json.obj("stopped", true, "session", info(name))));
		} else {
			out.println("stopped session " + name);
		}
		return 0;
	}

	private int delete(String name, boolean json) {
		if (name.equals(SessionName.DEFAULT)) {
			return failJson("session_delete_failed", "deleting the default session is not supported");
		}
		if (!SessionName.isValid(name)) {
			return failJson("session_delete_failed", SessionName.problem(name));
		}
		SessionPaths p = SessionPaths.of(env, name);
		if (SocketFiles.isLive(p.apiSocket())) {
			return failJson("session_delete_failed", "session " + name + " is running; stop it before deleting");
		}
		JsonObject info = info(name);
		try {
			deleteTree(p.dataDir());
		} catch (IOException e) {
			return failJson("session_delete_failed", e.getMessage());
		}
		if (json) {
			out.println(Json.write(Json.obj("deleted", true, "session", info)));
		} else {
			out.println("deleted session " + name);
		}
		return 0;
	}

	private static void deleteTree(Path dir) throws IOException {
		if (!Files.exists(dir)) {
			return;
		}
		Files.walkFileTree(dir, new SimpleFileVisitor<>() {
			@Override
			public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
				Files.delete(file);
				return FileVisitResult.CONTINUE;
			}

			@Override
			public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
				Files.delete(d);
				return FileVisitResult.CONTINUE;
			}
		});
	}

	// ---- API-backed commands -----------------------------------------------------------------

	private int pane(List<String> args) {
		if (args.size() == 2 && args.get(0).equals("get")) {
			return apiCall("cli:pane:get", "pane.get", Json.obj("pane_id", args.get(1)));
		}
		if (args.size() >= 2 && args.get(0).equals("report-metadata")) {
			JsonObject params = MetadataOptions.params(args.get(1), args.subList(2, args.size()));
			if (params == null) {
				return Main.usageError(err, "usage: herdr pane report-metadata <pane_id> --source ID [--token NAME=VALUE] "
						+ "[--clear-token NAME] [--seq N] [--ttl-ms N]");
			}
			return apiCall("cli:pane:report-metadata", "pane.report_metadata", params);
		}
		AgentHook hook = args.isEmpty() ? null : AgentHook.named(args.get(0));
		if (hook != null) {
			JsonObject params = hook.params(args.subList(1, args.size()));
			if (params == null) {
				return Main.usageError(err, hook.usage());
			}
			return apiCall("cli:pane:" + hook.command, hook.method, params);
		}
		return Main.usageError(err, "usage: herdr pane <get|report-agent|report-agent-session|release-agent|report-metadata>"
				+ " <pane_id> [options]");
	}

	/** herdr's CLI shape: reply on stdout (exit 0) or its error JSON on stderr (exit 1). */
	private int apiCall(String id, String method, JsonObject params) {
		String reply;
		try {
			String pong = ApiClient.call(paths.apiSocket(), id, "ping", new JsonObject());
			JsonObject result = ApiClient.parse(pong).getAsJsonObject("result");
			int protocol = result == null ? -1 : result.get("protocol").getAsInt();
			if (protocol != ServerConfig.PROTOCOL) {
				String detail = protocol < ServerConfig.PROTOCOL
						? "client protocol " + ServerConfig.PROTOCOL + " is newer than server protocol " + protocol
								+ "; restart the Herdr server"
						: "client protocol " + ServerConfig.PROTOCOL + " is older than server protocol " + protocol
								+ "; upgrade the Herdr client";
				err.println(Json.write(Json.obj("id", id, "error", Json.obj("code", "protocol_mismatch", "message", detail))));
				return 1;
			}
			reply = ApiClient.call(paths.apiSocket(), id, method, params);
		} catch (IOException e) {
			String hint = paths.name() == null ? "herdr" : "herdr session attach " + paths.name();
			err.println(Json.write(Json.obj("id", id, "error", Json.obj("code", "server_not_running", "message",
					"no herdr server is running at " + paths.apiSocket() + "; run `" + hint + "` to start or attach it"))));
			return 1;
		}
		if (ApiClient.parse(reply).has("error")) {
			err.println(reply);
			return 1;
		}
		out.println(reply);
		return 0;
	}
}
