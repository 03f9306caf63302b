package ovvi.model.requests;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.VirtualThreads;
import ovvi.model.AgentRequests;
import ovvi.model.HostConnection;

/**
 * Answers the agents' requests of one open session: requests are taken only from rings in
 * sessions Ovvi has open, since only their connections tell rings. For each new ring it takes the
 * file (one run), checks it, has the {@link AgentDesktop} do the work and writes the answer (one
 * more run). What cannot be answered, or is refused, goes to the log.
 */
public final class RequestDesk implements AutoCloseable {

	/** Where refusals go (the UI's log). */
	@FunctionalInterface
	public interface Log {
		void refused(String where, String reason);
	}

	private final HostConnection connection;
	private final Mailbox mailbox;
	private final AgentDesktop desktop;
	private final Log log;
	private final AgentRequests.Listener listener = new AgentRequests.Listener() {
		@Override
		public void requested(String paneId, String requestId) {
			VirtualThreads.EXECUTOR.execute(() -> handle(paneId, requestId));
		}

		@Override
		public void refused(String paneId, String token, String reason) {
			log.refused(where(paneId, token), reason);
		}
	};

	private RequestDesk(HostConnection connection, AgentDesktop desktop, Log log) {
		this.connection = connection;
		this.mailbox = new Mailbox(connection.herdr().exec());
		this.desktop = desktop;
		this.log = log;
	}

	/** Starts answering the session's requests. */
	public static RequestDesk open(HostConnection connection, AgentDesktop desktop, Log log) {
		RequestDesk desk = new RequestDesk(connection, desktop, log);
		connection.agentRequests().addListener(desk.listener);
		return desk;
	}

	@Override
	public void close() {
		connection.agentRequests().removeListener(listener);
	}

	private String where(String paneId, String requestId) {
		return "ovvi request " + requestId + " from pane " + paneId + " of session " + connection.store().key().session()
				+ " on " + mailbox.machine().target();
	}

	private void handle(String paneId, String requestId) {
		String where = where(paneId, requestId);
		try {
			Answer answer = switch (mailbox.take(requestId)) {
			case Mailbox.Request request -> act(request.json(), requestId, paneId);
			case Mailbox.Refused refused -> Answer.refused(refused.reason());
			case Mailbox.Missing missing -> null;
			};
			if (answer == null) {
				log.refused(where, "no request file: another Ovvi took it, or the command stopped waiting");
				return;
			}
			if (answer.status() != Answer.DONE) {
				log.refused(where, answer.message());
			}
			mailbox.answer(requestId, answer);
		} catch (ExecException e) {
			log.refused(where, e.getMessage());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (RuntimeException e) {
			log.refused(where, "failed: " + e);
		}
	}

	private Answer act(String json, String requestId, String paneId) throws InterruptedException {
		AgentRequest request;
		try {
			request = AgentRequest.decode(json, requestId, paneId);
		} catch (AgentRequest.Malformed e) {
			return Answer.refused(e.getMessage());
		}
		RequestingPane from = new RequestingPane(connection, paneId);
		List<String> args = request.args();
		return switch (request.verb()) {
		case "open" -> open(request, from);
		case "copy" -> request.stdin() == null || !args.isEmpty()
				? Answer.wrongArguments("copy takes no arguments and copies stdin")
				: desktop.copy(request.stdin());
		case "notify" -> args.isEmpty() || args.size() > 2 || args.get(0).isBlank()
				? Answer.wrongArguments("notify needs a title and at most a body")
				: desktop.notify(args.get(0), args.size() > 1 ? args.get(1) : "", from);
		default -> Answer.wrongArguments("Ovvi knows no request \"" + request.verb() + "\": update the ovvi command");
		};
	}

	private Answer open(AgentRequest request, RequestingPane from) throws InterruptedException {
		List<String> args = request.args();
		if (args.size() != 2 || Placement.ofOption(args.get(1)) == null) {
			return Answer.wrongArguments("open needs an address or path and one of --tab, --side, --replace");
		}
		try {
			return desktop.open(target(args.get(0), request.cwd()), Placement.ofOption(args.get(1)), from);
		} catch (Unopenable e) {
			return Answer.refused(e.getMessage());
		}
	}

	private static final class Unopenable extends Exception {
		private static final long serialVersionUID = 1L;

		Unopenable(String reason) {
			super(reason);
		}
	}

	/**
	 * An http(s) address, or a file or folder of the pane's machine (this computer or a host:
	 * Ovvi's cards show files wherever they are). A file:// address naming another host is
	 * outside the pane's machine. Programs are never opened: opening one could run it.
	 */
	private OpenTarget target(String given, String cwd) throws Unopenable, InterruptedException {
		Path path;
		if (given.matches("[A-Za-z][A-Za-z0-9+.-]*:.*")) {
			URI uri;
			try {
				uri = new URI(given);
			} catch (URISyntaxException e) {
				throw new Unopenable(given + " is not a valid address: " + e.getMessage());
			}
			String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
			if (scheme.equals("http") || scheme.equals("https")) {
				if (uri.getHost() == null) {
					throw new Unopenable(given + " names no host");
				}
				return new OpenTarget.Address(uri);
			}
			if (!scheme.equals("file")) {
				throw new Unopenable("only http and https addresses and files open, not " + scheme + ": addresses");
			}
			String host = uri.getHost() == null ? uri.getAuthority() : uri.getHost();
			if (host != null && !host.isEmpty() && !host.equals("localhost")) {
				throw new Unopenable(given + " is a file of " + host + ", outside this pane's machine");
			}
			path = Path.of(uri.getPath());
		} else {
			try {
				path = Path.of(cwd).resolve(given);
			} catch (InvalidPathException e) {
				throw new Unopenable(given + " is not a valid path: " + e.getMessage());
			}
		}
		if (!path.isAbsolute()) {
			throw new Unopenable(given + " is not an absolute path and the pane's folder is unknown");
		}
		path = path.normalize();
		PathOnMachine.Kind kind;
		try {
			kind = PathOnMachine.of(mailbox.machine(), path);
		} catch (ExecException e) {
			throw new Unopenable(e.getMessage());
		}
		return switch (kind) {
		case MISSING -> throw new Unopenable(path + " does not exist" + on());
		case PROGRAM -> throw new Unopenable(path + " is a program" + on() + ": Ovvi opens files, it does not run them");
		case FOLDER -> new OpenTarget.File(path, true);
		case FILE -> new OpenTarget.File(path, false);
		};
	}

	/** Which machine a path is on, said only for a host: on this computer it goes without saying. */
	private String on() {
		return mailbox.machine().isRemote() ? " on " + mailbox.machine().target() : "";
	}
}
