package ovvi.herdr.exec;

import java.util.List;

/**
 * A machine that hands everything to another one: a subclass changes only what it is about
 * (which herdr, what is recorded) and stays correct when {@link Exec} grows.
 */
public abstract class ForwardingExec implements Exec {

	private final Exec machine;

	protected ForwardingExec(Exec machine) {
		this.machine = machine;
	}

	/** The machine everything goes to. */
	public final Exec machine() {
		return machine;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		return machine.run(kind, argv);
	}

	@Override
	public String herdr() throws ExecException, InterruptedException {
		return machine.herdr();
	}

	@Override
	public void forgetHerdr() {
		machine.forgetHerdr();
	}

	@Override
	public String read(HomePath path) throws InterruptedException {
		return machine.read(path);
	}

	@Override
	public void write(HomePath path, String content) throws ExecException, InterruptedException {
		machine.write(path, content);
	}

	@Override
	public SocketOpener sockets() {
		return machine.sockets();
	}

	@Override
	public boolean isRemote() {
		return machine.isRemote();
	}

	@Override
	public int localPortTo(int port) throws ExecException {
		return machine.localPortTo(port);
	}

	@Override
	public String target() {
		return machine.target();
	}
}
