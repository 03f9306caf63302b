package ovvi.herdr.exec;

import java.io.IOException;

/** A run that could not start or finish; the message names the machine and what to do next. */
public class ExecException extends IOException {

	private static final long serialVersionUID = 1L;

	public ExecException(String message) {
		super(message);
	}

	public ExecException(String message, Throwable cause) {
		super(message, cause);
	}
}
